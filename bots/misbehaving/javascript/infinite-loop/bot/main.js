// Expected fault: cpu_timeout (killed as soon as it crosses moveCpuMs).
for (;;) {}
