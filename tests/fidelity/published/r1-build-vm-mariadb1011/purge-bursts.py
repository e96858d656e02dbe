#!/usr/bin/env python3
"""Purge in bursts (2026-11-27). Two modes:

  purge-bursts.py sample SOCKET PID OUT   every 0.1 s: Handler_update, the
      history list length and each mariadbd thread's CPU ticks, until killed
  purge-bursts.py summary LABEL SAMPLES THREADS   one line per 0.1-s spell
      (TPS, history, purge CPU in vCPUs) and a summary: the share of spells
      in which purge ran (its tpool threads used more than 0.05 vCPU), TPS in
      those against the others, bursts per second, the history's peak.

THREADS is performance_schema.threads (THREAD_OS_ID, NAME): purge runs on
the thread_pool_thread tasks (MariaDB 10.5+), so their CPU is purge's
(and the I/O callbacks', small here).
"""
import os, subprocess, sys, time

def sample(sock, pid, out):
    p = subprocess.Popen(['mariadb', '--socket=' + sock, '-uroot', '-N', '--unbuffered', '-B'],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    q = ("select concat_ws(' ', (select variable_value from information_schema.global_status where variable_name='HANDLER_UPDATE'),"
         " (select variable_value from information_schema.global_status where variable_name='INNODB_HISTORY_LIST_LENGTH'));\n")
    with open(out, 'w') as f:
        while True:
            t = time.time()
            p.stdin.write(q)
            line = p.stdout.readline().strip()
            ticks = []
            for tid in os.listdir(f'/proc/{pid}/task'):
                try:
                    s = open(f'/proc/{pid}/task/{tid}/stat').read()
                    a = s[s.rindex(')') + 2:].split()
                    ticks.append(f'{tid}:{int(a[11]) + int(a[12])}')
                except OSError:
                    pass
            f.write(f'{t:.4f} {line} | {" ".join(ticks)}\n')
            f.flush()
            time.sleep(max(0, 0.1 - (time.time() - t)))

def summary(label, samples, threads):
    pool = {l.split()[0] for l in open(threads) if 'thread_pool_thread' in l}
    rows = []
    for l in open(samples):
        left, right = l.split('|')
        a = left.split()
        if len(a) < 3:
            continue
        cpu = sum(int(x.split(':')[1]) for x in right.split() if x.split(':')[0] in pool)
        rows.append((float(a[0]), int(a[1]), int(a[2]), cpu))
    spells = []
    for a, b in zip(rows, rows[1:]):
        dt = b[0] - a[0]
        spells.append((b[0] - rows[0][0], (b[1] - a[1]) / dt, b[2], (b[3] - a[3]) / dt / 100))
    on = [s for s in spells if s[3] > 0.05]
    off = [s for s in spells if s[3] <= 0.05]
    starts = sum(1 for a, b in zip(spells, spells[1:]) if b[3] > 0.05 >= a[3])
    peaks, cur = [], 0
    for a, b in zip(spells, spells[1:]):
        cur = max(cur, b[2])
        if b[3] > 0.05 >= a[3]:
            peaks.append(cur)
            cur = 0
    mean = lambda v: sum(v) / max(1, len(v))
    print(f'== {label}')
    for s in spells:
        print(f'{s[0]:5.1f} tps {s[1]:7.0f} history {s[2]:6d} purge {s[3]:4.2f}')
    dur = spells[-1][0] - spells[0][0]
    print(f'summary {label}: purge ran in {len(on) / len(spells):.2f} of the 0.1-s spells, TPS {mean([s[1] for s in on]):.0f} '
          f'there against {mean([s[1] for s in off]):.0f} ({mean([s[1] for s in on]) / mean([s[1] for s in off]):.2f}x), '
          f'purge {mean([s[3] for s in on]):.2f} vCPU while it ran, {starts / dur:.2f} bursts a second, '
          f'history peak (median) {sorted(peaks)[len(peaks) // 2] if peaks else 0}')

if __name__ == '__main__':
    if sys.argv[1] == 'sample':
        sample(*sys.argv[2:5])
    else:
        summary(*sys.argv[2:5])
