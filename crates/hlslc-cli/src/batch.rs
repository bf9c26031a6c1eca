//! `hlslc batch MANIFEST.json -j N`: many compiles in one process.
//!
//! Each job of the manifest (docs/batch.md) becomes the command line of one
//! `hlslc compile` and runs through [`crate::cli::run_cli`] on a worker
//! thread, so a job means exactly what the same command would. Jobs share
//! the text of included files (read once per batch, [`includes::share`]).
//! Each job's diagnostics are printed whole, in manifest order, so the
//! output does not depend on the number of threads; a progress line is
//! kept on stderr when it is a terminal.

use crate::includes;
use serde::Deserialize;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// The manifest: flags for every job, and the jobs.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// `hlslc compile` flags added to every job (`-fvk-…`, `-W…`), as
    /// written: paths in them are relative to the working directory.
    #[serde(default)]
    pub flags: Vec<String>,
    /// `-I` directories for every job, relative to the manifest.
    #[serde(default)]
    pub include_dirs: Vec<PathBuf>,
    /// Write a Make dependency file beside every output (`OUTPUT.d`).
    #[serde(default)]
    pub depfiles: bool,
    pub jobs: Vec<Job>,
}

/// One permutation: a file, an entry point, a profile and defines.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Job {
    pub file: PathBuf,
    pub profile: String,
    #[serde(default)]
    pub entry: Option<String>,
    /// `NAME` or `NAME=VALUE`.
    #[serde(default)]
    pub defines: Vec<String>,
    pub output: PathBuf,
    /// `spirv` (default), `wgsl`, `msl` or `glsl`.
    #[serde(default)]
    pub target: Option<String>,
    /// This job's dependency file (default: `OUTPUT.d` when `depfiles`).
    #[serde(default)]
    pub depfile: Option<PathBuf>,
    /// More `-I` directories, relative to the manifest.
    #[serde(default)]
    pub include_dirs: Vec<PathBuf>,
    #[serde(default)]
    pub flags: Vec<String>,
}

impl Manifest {
    /// The command line of job `i`; relative paths are relative to the
    /// manifest's directory. `common` (flags given after the manifest on
    /// the command line) come last, so they win.
    pub fn command_line(&self, i: usize, base: &Path, common: &[String]) -> Vec<String> {
        let job = &self.jobs[i];
        let path = |p: &Path| base.join(p).display().to_string();
        let mut argv = vec![
            "hlslc".to_string(),
            "compile".to_string(),
            path(&job.file),
            "-T".to_string(),
            job.profile.clone(),
            "-o".to_string(),
            path(&job.output),
        ];
        if let Some(entry) = &job.entry {
            argv.extend(["-E".to_string(), entry.clone()]);
        }
        if let Some(target) = &job.target {
            argv.extend(["--target".to_string(), target.clone()]);
        }
        for d in &job.defines {
            argv.extend(["-D".to_string(), d.clone()]);
        }
        let depfile = match (&job.depfile, self.depfiles) {
            (Some(d), _) => Some(path(d)),
            (None, true) => Some(format!("{}.d", path(&job.output))),
            (None, false) => None,
        };
        if let Some(d) = depfile {
            argv.extend(["-MD".to_string(), "-MF".to_string(), d]);
        }
        for dir in self.include_dirs.iter().chain(&job.include_dirs) {
            argv.extend(["-I".to_string(), path(dir)]);
        }
        argv.extend(self.flags.iter().cloned());
        argv.extend(job.flags.iter().cloned());
        argv.extend(common.iter().cloned());
        argv
    }
}

/// What one job printed and its exit status.
struct Finished {
    index: usize,
    status: i32,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

/// Runs the manifest's jobs on `threads` workers; returns the exit status
/// (0 when every job succeeded, 1 when one failed, 2 for a bad manifest).
pub fn run(manifest_path: &Path, threads: usize, common: &[String], stderr: &mut dyn Write) -> i32 {
    let text = match std::fs::read_to_string(manifest_path) {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(
                stderr,
                "error: cannot read '{}': {e}",
                manifest_path.display()
            );
            return crate::cli::EXIT_USAGE;
        }
    };
    let manifest: Manifest = match serde_json::from_str(&text) {
        Ok(m) => m,
        Err(e) => {
            let _ = writeln!(stderr, "error: '{}': {e}", manifest_path.display());
            return crate::cli::EXIT_USAGE;
        }
    };
    let base = manifest_path
        .parent()
        .unwrap_or(Path::new(""))
        .to_path_buf();
    let total = manifest.jobs.len();
    let threads = threads.clamp(1, total.max(1));
    let next = AtomicUsize::new(0);
    let progress = std::io::stderr().is_terminal();
    let _shared = includes::share();
    let (tx, rx) = mpsc::channel::<Finished>();
    let mut failed = Vec::new();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let tx = tx.clone();
            let (manifest, base, next) = (&manifest, &base, &next);
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= total {
                    return;
                }
                let argv = manifest.command_line(index, base, common);
                let (mut out, mut err) = (Vec::new(), Vec::new());
                let status = crate::cli::run_cli(&argv, &mut out, &mut err);
                let _ = tx.send(Finished {
                    index,
                    status,
                    stdout: out,
                    stderr: err,
                });
            });
        }
        drop(tx);
        // Print in manifest order as results arrive.
        let mut done: Vec<Option<Finished>> = (0..total).map(|_| None).collect();
        let (mut printed, mut finished) = (0, 0);
        for f in rx {
            finished += 1;
            let i = f.index;
            done[i] = Some(f);
            while let Some(f) = done.get_mut(printed).and_then(Option::take) {
                if progress {
                    let _ = write!(stderr, "\r\x1b[K");
                }
                let job = &manifest.jobs[f.index];
                if f.status != 0 {
                    failed.push(f.index);
                }
                if f.status != 0 || !f.stderr.is_empty() || !f.stdout.is_empty() {
                    let _ = writeln!(
                        stderr,
                        "[{}/{total}] {} ({}{}) -> {}",
                        f.index + 1,
                        job.file.display(),
                        job.profile,
                        job.entry
                            .as_deref()
                            .map(|e| format!(" {e}"))
                            .unwrap_or_default(),
                        job.output.display()
                    );
                    let _ = stderr.write_all(&f.stderr);
                    let _ = stderr.write_all(&f.stdout);
                }
                printed += 1;
            }
            if progress && finished < total {
                let _ = write!(stderr, "\r\x1b[K[{finished}/{total}] compiling");
                let _ = stderr.flush();
            }
        }
    });
    if progress {
        let _ = write!(stderr, "\r\x1b[K");
    }
    if failed.is_empty() {
        let _ = writeln!(stderr, "batch: {total} compiled");
        crate::cli::EXIT_OK
    } else {
        let list: Vec<String> = failed.iter().map(|i| (i + 1).to_string()).collect();
        let _ = writeln!(
            stderr,
            "batch: {} of {total} failed (jobs {})",
            failed.len(),
            list.join(", ")
        );
        crate::cli::EXIT_ERRORS
    }
}
