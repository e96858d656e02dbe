# Sums perf-busy.sh profiles per transaction, by process (server, sysbench,
# kernel threads) and kind of code. Usage: python3 perf-busy.py [DIR]
import subprocess,re,sys,collections,glob,os
def cat(comm,dso,sym):
    s=sym
    if comm.startswith('swapper') or 'idle' in s or 'haltpoll' in s or 'cpuidle' in s: return 'idle'
    if dso.startswith('[kernel'):
        if re.search(r'futex',s): return 'k:futex'
        if re.search(r'schedul|switch_to|finish_task|pick_next|enqueue|dequeue|update_curr|ttwu|try_to_wake|select_task|wake_up|set_next|put_prev|reweight|place_entity|update_load|__switch|resched|newidle|balance',s): return 'k:sched'
        if re.search(r'ext4|jbd2|blk|virtio|vring|iomap|dio|bio|nvme|scsi|submit|mpage|page_cache|filemap|writeback|fsync|fdatasync|sync_file',s): return 'k:io'
        if re.search(r'irq|apic|interrupt|softirq|hrtimer|tick|timer',s): return 'k:irq/timer'
        if re.search(r'unix|sock|skb|tcp|inet|recv|send|poll|epoll|wait_woken',s): return 'k:socket'
        if re.search(r'entry_SYSCALL|syscall|do_syscall|exit_to_user|syscall_exit|__x64_sys|ret_from',s): return 'k:syscall'
        return 'k:other'
    return 'user'
for f in sorted(glob.glob((sys.argv[1] if len(sys.argv) > 1 else '/tmp/perf-busy') + '/*.data')):
    lab=os.path.basename(f)[:-5]
    tps=float(re.search(r'\(([\d.]+) per sec',open(f[:-5]+'.tps').read()).group(1))
    rep=subprocess.run(['perf','report','-i',f,'--stdio','--no-children','--sort','comm,dso,sym','-F','sample,comm,dso,sym','-q'],capture_output=True,text=True).stdout
    tot=collections.Counter(); bycomm=collections.Counter()
    for l in rep.splitlines():
        m=re.match(r'\s*(\d+)\s+(\S+)\s+(\S+)\s+\[.\]\s+(.*)',l)
        if not m: continue
        n,comm,dso,sym=int(m.group(1)),m.group(2),m.group(3),m.group(4).strip()
        if not (comm.startswith('mariadbd') or comm.startswith('sysbench') or comm.startswith('swapper') or comm.startswith('ib_') or comm.startswith('iou') or comm.startswith('kworker') or comm.startswith('jbd2')): continue
        c=cat(comm,dso,sym); grp='sb' if comm.startswith('sysbench') else ('idle' if c=='idle' else ('srv' if (comm.startswith('mariadbd') or comm.startswith('ib_') or comm.startswith('iou')) else 'kthr'))
        tot[(grp,c)]+=n
    us=lambda n: n*(1e6/4999)/(tps*4)
    keys=sorted(tot,key=lambda k:-tot[k])
    print(f"== {lab} tps {tps:.0f}  per trx (us): total srv {us(sum(v for k,v in tot.items() if k[0]=='srv')):.0f}, sb {us(sum(v for k,v in tot.items() if k[0]=='sb')):.0f}, kthreads {us(sum(v for k,v in tot.items() if k[0]=='kthr')):.0f}, idle {us(sum(v for k,v in tot.items() if k[0]=='idle')):.0f}")
    print('   '+'  '.join(f"{g}/{c} {us(tot[(g,c)]):.1f}" for g,c in keys if g!='idle'))
