//! The hlslc driver library (options, include resolution, targets, rendering).
