# The CPU a woken server thread spends beyond the model's switch and
# wake-up charges, per flush wait, from the real server's own accounting:
# python3 refill.py  (reads sleeps.txt, measurements.txt, machine.json).
#
# With innodb_flush_log_at_trx_commit=1 each transaction waits for a redo
# flush (more voluntary sleeps than with 0) while other threads use the
# cores. Per extra sleep: the CPU it adds (mariadbd and sysbench, whose
# own wait spans it), less the flushes' own calls (fsync_cpu_us per
# group), less what the model already charges a busy wake-up
# (context_switch_us, and idle_wake_cpu_us on the share that crosses
# cores). At 16 and 64 threads every core ran many others in between, so
# the rest is a whole working set fetched again: resume_refill_cpu_us.
import json, re, os
here = os.path.dirname(os.path.abspath(__file__))
m = json.load(open(os.path.join(here, 'machine.json')))
rows = {}; cur = None
for l in open(os.path.join(here, 'sleeps.txt')):
    if l.startswith('=='):
        g = re.match(r'== (\S+) t=(\d+) tps=([\d.]+) SB ([\d.]+) ([\d.]+) (\d+) (\d+)', l)
        cur = dict(tps=float(g[3]), sb=float(g[4]) + float(g[5]), A={}, B={}); rows[(g[1], int(g[2]))] = cur
    elif l[:2] in ('A ', 'B '):
        k, tid, c, s, v, n = l.split(); cur[k][tid] = (int(s), int(v))
def per_trx(key):
    r = rows[key]; n = r['tps'] * 10
    cpu = sum(s - r['A'].get(t, (0, 0))[0] for t, (s, v) in r['B'].items()) / 100 / n * 1e6
    sleeps = sum(v - r['A'].get(t, (0, 0))[1] for t, (s, v) in r['B'].items()) / n
    return cpu + r['sb'] / n * 1e6, sleeps
fsyncs = {}
for l in open(os.path.join(here, 'measurements.txt')):
    g = re.match(r'(\S+) t=(\d+) tps=([\d.]+).*?Innodb_data_fsyncs\t(\d+).*?Innodb_data_fsyncs\t(\d+)', l)
    if g: fsyncs[(g[1], int(g[2]))] = float(g[3]) * 10 / (int(g[5]) - int(g[4]))
busy_wake = m['context_switch_us'] + m['idle_wake_cpu_us'] / 2  # half of busy wake-ups cross cores on 2 cores
out = []
for t in (4, 16, 64):
    (c1, s1), (c0, s0) = per_trx(('off_tc1', t)), per_trx(('off_tc0', t))
    trx_per_flush = fsyncs[('off_tc1', t)]
    extra = (c1 - c0 - m['fsync_cpu_us'] / trx_per_flush) / (s1 - s0) - busy_wake
    out.append(extra)
    print(f"{t:2} threads: CPU/trx {c0:5.1f} -> {c1:5.1f} us, sleeps/trx {s0:.2f} -> {s1:.2f}, trx per flush {trx_per_flush:4.1f}: "
          f"{extra:4.1f} us per extra sleep beyond the model's {busy_wake:.1f}")
print(f"resume_refill_cpu_us: {(out[1] + out[2]) / 2:.1f} (mean of 16 and 64 threads, where every core ran others in between)")
