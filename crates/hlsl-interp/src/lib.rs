//! Executes the typed IR on the CPU: calling one function, and dispatching
//! compute shaders over buffers.
