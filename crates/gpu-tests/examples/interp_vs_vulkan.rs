//! The interpreter's throughput against the Vulkan device (lavapipe in CI)
//! on the same HLSL kernels, measured in one run (docs/performance.md).
//!
//! ```sh
//! cargo run --release -p gpu-tests --example interp_vs_vulkan
//! THREADS=1 cargo run --release -p gpu-tests --example interp_vs_vulkan
//! ```
//!
//! Each kernel in `benches/interp/` is checked once and dispatched once in
//! the interpreter (`hlsl_interp::dispatch`, timed alone), then compiled
//! with `hlslc::compile` and given to wgpu as a naga module: wgpu writes
//! its SPIR-V with naga's writer, as hlslc does. The device run is timed
//! from submit to completion, without uploads, read-back or pipeline
//! creation, as the median of five after one warm-up. Both results must
//! agree (floats within 1e-4 relative), or the program exits 1.
//!
//! Then the three scalar programs of `benches/interp/scalar.hlsl` (loops,
//! calls, struct copies) run once each through `hlsl_interp::call`, each
//! at least 10^8 operations as that file counts them, and their rate is
//! printed.

use gpu_tests::device::{gpu, Gpu};
use hlsl_interp::{Buffers, Limits, RegisterKey};
use hlsl_sema::ir::RegisterClass;
use std::borrow::Cow;
use std::path::Path;
use std::time::{Duration, Instant};
use wgpu::util::DeviceExt;

#[path = "../../../benches/interp/kernels.rs"]
mod kernels;

use kernels::{check, kernels, Kernel, SCALAR_PROGRAMS};

fn main() {
    let gpu = match gpu() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    println!("device: {}", gpu.adapter);
    println!(
        "{:<8} {:>14} {:>14} {:>14} {:>14} {:>8}",
        "kernel", "interp time", "interp rate", "device time", "device rate", "ratio"
    );
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../benches/interp");
    let mut ok = true;
    for k in kernels() {
        let source = std::fs::read_to_string(root.join(format!("{}.hlsl", k.name)))
            .unwrap_or_else(|e| panic!("{}: {e}", k.name));
        let (interp_time, interp_out) = run_interpreter(&k, &source);
        let (device_time, device_out) = run_device(gpu, &k, &source);
        if let Err(e) = agree(&k, &interp_out, &device_out) {
            eprintln!("{}: the interpreter and the device disagree: {e}", k.name);
            ok = false;
        }
        let rate = |t: Duration| k.work / t.as_secs_f64();
        println!(
            "{:<8} {:>11.1} ms {:>14} {:>11.3} ms {:>14} {:>7.1}×",
            k.name,
            interp_time.as_secs_f64() * 1e3,
            per_second(rate(interp_time), k.unit),
            device_time.as_secs_f64() * 1e3,
            per_second(rate(device_time), k.unit),
            interp_time.as_secs_f64() / device_time.as_secs_f64(),
        );
    }
    scalar_programs(&root);
    if !ok {
        std::process::exit(1);
    }
}

/// Operations per second of one lane on `benches/interp/scalar.hlsl`.
fn scalar_programs(root: &Path) {
    let source = std::fs::read_to_string(root.join("scalar.hlsl")).expect("scalar.hlsl");
    let program = check(&source, "scalar.hlsl", None);
    let limits = Limits {
        max_steps: u64::MAX,
        ..Limits::default()
    };
    println!(
        "{:<8} {:>14} {:>14} {:>14}",
        "program", "operations", "time", "rate"
    );
    for (name, n, per) in SCALAR_PROGRAMS {
        let f = program.function_by_name(name).expect("function");
        let start = Instant::now();
        let r = hlsl_interp::call(&program, f, &[hlsl_interp::Value::U32(n)], &limits);
        let time = start.elapsed();
        if let Err(trap) = r {
            panic!("{name}: trap: {}", trap.reason);
        }
        let ops = u64::from(n) * per;
        println!(
            "{:<8} {:>14} {:>11.0} ms {:>10.1} Mop/s",
            name,
            ops,
            time.as_secs_f64() * 1e3,
            ops as f64 / time.as_secs_f64() / 1e6
        );
    }
}

fn per_second(rate: f64, unit: &str) -> String {
    let (scale, prefix) = match rate {
        r if r >= 1e9 => (1e9, "G"),
        r if r >= 1e6 => (1e6, "M"),
        _ => (1e3, "k"),
    };
    let unit = if unit == "FLOP" { "FLOP" } else { "el" };
    format!("{:.1} {prefix}{unit}/s", rate / scale)
}

fn run_interpreter(k: &Kernel, source: &str) -> (Duration, Vec<u8>) {
    let program = check(source, &format!("{}.hlsl", k.name), Some("cs_6_0"));
    let mut buffers = Buffers::default();
    for b in &k.buffers {
        let key = RegisterKey {
            class: b.class,
            space: 0,
            register: b.register,
        };
        buffers.bytes.insert(key, b.bytes.clone());
    }
    // THREADS=N: workgroups on N threads (unset: the default, every core).
    let threads = std::env::var("THREADS").ok().and_then(|t| t.parse().ok());
    let limits = Limits {
        max_steps: u64::MAX,
        threads: threads.unwrap_or(Limits::default().threads),
        ..Limits::default()
    };
    let start = Instant::now();
    if let Err(trap) = hlsl_interp::dispatch(&program, "main", k.groups, &mut buffers, &limits) {
        panic!("{}: trap: {}", k.name, trap.reason);
    }
    let time = start.elapsed();
    let key = RegisterKey {
        class: RegisterClass::U,
        space: 0,
        register: k.output,
    };
    (time, buffers.bytes.remove(&key).unwrap_or_default())
}

fn run_device(gpu: &Gpu, k: &Kernel, source: &str) -> (Duration, Vec<u8>) {
    let options =
        hlslc::CompileOptions::new(hlslc::Profile::new(hlslc::Stage::Compute, 6, 0), "main");
    let compiled = hlslc::compile(source, &options).unwrap_or_else(|d| panic!("{}: {d}", k.name));
    let device = &gpu.device;
    let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some(k.name),
        source: wgpu::ShaderSource::Naga(Cow::Owned(compiled.module)),
    });
    let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: Some(k.name),
        layout: None,
        module: &module,
        entry_point: Some("main"),
        compilation_options: Default::default(),
        cache: None,
    });
    let buffers: Vec<wgpu::Buffer> = k
        .buffers
        .iter()
        .map(|b| {
            let usage = match b.class {
                RegisterClass::B => wgpu::BufferUsages::UNIFORM,
                _ => wgpu::BufferUsages::STORAGE,
            };
            device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: None,
                contents: &b.bytes,
                usage: usage | wgpu::BufferUsages::COPY_SRC | wgpu::BufferUsages::COPY_DST,
            })
        })
        .collect();
    let entries: Vec<wgpu::BindGroupEntry> = k
        .buffers
        .iter()
        .zip(&buffers)
        .map(|(b, buf)| wgpu::BindGroupEntry {
            binding: b.register,
            resource: buf.as_entire_binding(),
        })
        .collect();
    let bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout: &pipeline.get_bind_group_layout(0),
        entries: &entries,
    });
    let output = k.buffers.iter().position(|b| b.register == k.output);
    let output = output.expect("the output is one of the buffers");
    let dispatch = || {
        // Every timed run starts from the initial contents (saxpy updates
        // y in place).
        gpu.queue
            .write_buffer(&buffers[output], 0, &k.buffers[output].bytes);
        gpu.queue.submit([]);
        device
            .poll(wgpu::PollType::wait_indefinitely())
            .expect("device poll");
        let mut encoder = device.create_command_encoder(&Default::default());
        {
            let mut pass = encoder.begin_compute_pass(&Default::default());
            pass.set_pipeline(&pipeline);
            pass.set_bind_group(0, &bind_group, &[]);
            pass.dispatch_workgroups(k.groups[0], k.groups[1], k.groups[2]);
        }
        let start = Instant::now();
        gpu.queue.submit([encoder.finish()]);
        device
            .poll(wgpu::PollType::wait_indefinitely())
            .expect("device poll");
        start.elapsed()
    };
    dispatch();
    let mut times: Vec<Duration> = (0..5).map(|_| dispatch()).collect();
    times.sort();
    let size = k.buffers[output].bytes.len() as u64;
    let staging = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("read-back"),
        size,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let mut encoder = device.create_command_encoder(&Default::default());
    encoder.copy_buffer_to_buffer(&buffers[output], 0, &staging, 0, size);
    gpu.queue.submit([encoder.finish()]);
    let bytes = gpu_tests::runner::read_back(device, &staging).expect("read-back");
    (times[2], bytes)
}

fn agree(k: &Kernel, a: &[u8], b: &[u8]) -> Result<(), String> {
    if a.len() != b.len() {
        return Err(format!("{} bytes against {}", a.len(), b.len()));
    }
    for (i, (x, y)) in a.chunks_exact(4).zip(b.chunks_exact(4)).enumerate() {
        let (x, y) = ([x[0], x[1], x[2], x[3]], [y[0], y[1], y[2], y[3]]);
        let same = if k.floats {
            let (x, y) = (f32::from_le_bytes(x), f32::from_le_bytes(y));
            (x - y).abs() <= 1e-4 * x.abs().max(1.0)
        } else {
            x == y
        };
        if !same {
            return Err(format!("element {i}: {x:?} against {y:?}"));
        }
    }
    Ok(())
}
