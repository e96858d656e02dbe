#!/bin/bash
# Who runs where at 1 thread (2026-11-26, same VM, quiet): binlog OFF,
# trx_commit=0, 1 sysbench thread; 2 s of `perf sched record` from the 3rd
# second of an 8-s run, then per task: switches, CPU time, average run
# and scheduling delay, and on which vCPU (t1sched.txt). Tracing itself
# costs a few microseconds per switch.
set -u
source "$(dirname "$0")/throwaway-server.sh"
here=$(cd "$(dirname "$0")" && pwd)
start_server 1 --skip-log-bin --innodb-flush-log-at-trx-commit=0
$sb --threads=1 --time=8 --report-interval=2 run > $d/sb.txt 2>&1 &
sbpid=$!
sleep 3
perf sched record -o $d/sched.data -- sleep 2 > /dev/null 2>&1
wait $sbpid  # not the server, also a child of this shell
grep tps $d/sb.txt > "$here/t1sched.txt"
perf sched timehist -i $d/sched.data 2>/dev/null | python3 -c '
import re,sys,collections
rows=[]
for l in sys.stdin.readlines()[3:]:
    p=l.split()
    try: rows.append((float(p[0]),p[1]," ".join(p[2:-3]),*map(float,p[-3:])))
    except Exception: pass
tot=collections.defaultdict(lambda:[0,0.0,0.0,collections.Counter()])
for t,cpu,name,w,dl,r in rows:
    k=name if ("mariadbd" in name or "sysbench" in name) else re.sub(r"[\[\]\d/]+","",name)
    x=tot[k]; x[0]+=1; x[1]+=r; x[2]+=dl; x[3][cpu]+=1
span=rows[-1][0]-rows[0][0]
for k,v in sorted(tot.items(),key=lambda kv:-kv[1][1])[:10]:
    print(f"{k:28} switches={v[0]:6} cpu={v[1]:7.1f} ms ({v[1]/span/10:4.1f}% of {span:.2f} s) avg_run={v[1]/v[0]*1000:6.1f} us avg_delay={v[2]/v[0]*1000:5.1f} us on={dict(v[3])}")
' >> "$here/t1sched.txt"
stop_server
