# Per-transaction CPU and sleeps from sleeps.txt: python3 sleeps.py sleeps.txt
import re,collections,sys
rows=[];cur=None
for l in open(sys.argv[1]):
    if l.startswith('=='):
        m=re.match(r'== (\S+) t=(\d+) tps=([\d.]+) SB ([\d.]+) ([\d.]+) (\d+) (\d+)',l)
        cur=dict(lab=m[1],t=int(m[2]),tps=float(m[3]),sbcpu=float(m[4])+float(m[5]),sbv=int(m[6]),sbn=int(m[7]),A={},B={}); rows.append(cur)
    elif l[:2] in ('A ','B '):
        k,tid,c,s,v,n=l.split()
        cur[k][tid]=(c,int(s),int(v),int(n))
for r in rows:
    n=r['tps']*10; th=[]
    for tid,(c,s,v,nv) in r['B'].items():
        a=r['A'].get(tid,(c,0,0,0)); th.append((c,s-a[1],v-a[2],nv-a[3],tid in r['A']))
    f=lambda i: sum(x[i] for x in th)
    print(f"{r['lab']:8} t={r['t']:2} tps={r['tps']:6.0f} | mariadbd cpu/trx={f(1)/100/n*1e6:5.1f} us, sleeps/trx={f(2)/n:4.2f}, preempted/trx={f(3)/n:4.2f} | sysbench cpu/trx={r['sbcpu']/n*1e6:5.1f} us, sleeps/trx={r['sbv']/n:4.2f}")
