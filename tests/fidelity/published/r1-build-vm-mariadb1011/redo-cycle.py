# Reads `perf script -F tid,time,event,trace` of the redo syscalls
# (redo-cycle.sh) and prints, per redo cycle (a pwrite of the log followed
# by its fdatasync), the medians and means of: the pwrite, the fdatasync,
# the gap from its return to the next cycle's pwrite, and the whole cycle.
import re, statistics, sys
calls = {}  # tid -> (name, start, fd)
done = []   # (name, start, end, tid, fd)
for line in sys.stdin:
    m = re.match(r'\s*(\d+)\s+([\d.]+):\s+syscalls:sys_(enter|exit)_(\w+)', line)
    if not m:
        continue
    tid, t, kind, name = int(m[1]), float(m[2]) * 1e6, m[3], m[4]
    if kind == 'enter':
        fd = re.search(r'fd: (0x[0-9a-f]+)', line)
        calls[tid] = (name, t, fd[1] if fd else None)
    elif tid in calls and calls[tid][0] == name:
        c = calls.pop(tid)
        done.append((name, c[1], t, tid, c[2]))
# The redo log is the file flushed most often; other files' writes (pages) are left out.
flushed = [c[4] for c in done if c[0] in ('fdatasync', 'fsync')]
log_fd = max(set(flushed), key=flushed.count) if flushed else None
done = sorted((c for c in done if c[4] == log_fd), key=lambda c: c[1])
# A cycle: a pwrite, then the next flush call that starts after it ends.
cycles = []
i = 0
while i < len(done):
    if done[i][0] != 'pwrite64':
        i += 1
        continue
    w = done[i]
    j = i + 1
    while j < len(done) and not (done[j][0] in ('fdatasync', 'fsync') and done[j][1] >= w[2]):
        j += 1
    if j == len(done):
        break
    f = done[j]
    cycles.append({'write': w[2] - w[1], 'between': f[1] - w[2], 'flush': f[2] - f[1], 'start': w[1], 'end': f[2], 'same': w[3] == f[3]})
    i = j + 1
for a, b in zip(cycles, cycles[1:]):
    a['gap'] = b['start'] - a['end']
    a['cycle'] = b['start'] - a['start']
full = [c for c in cycles if 'gap' in c]
if not full:
    print('no redo cycles seen')
    sys.exit(0)
span = (full[-1]['end'] - full[0]['start']) / 1e6
print(f'{len(full)} cycles in {span:.2f} s ({len(full) / span:.0f}/s); writes in another thread than the flush: {sum(not c["same"] for c in full)}')
for k in ('write', 'between', 'flush', 'gap', 'cycle'):
    v = [c[k] for c in full]
    print(f'  {k:8} median {statistics.median(v):7.1f} us  mean {statistics.fmean(v):7.1f} us  p90 {sorted(v)[int(0.9 * len(v))]:7.1f} us')
