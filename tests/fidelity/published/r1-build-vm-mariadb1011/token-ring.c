/* Many threads sleeping and waking on two vCPUs (token-ring.sh): T threads
 * in a ring of pipes pass K tokens; each pass is one sleep and one wake-up,
 * optionally after W us of CPU and a touch of a per-thread buffer of WS KiB.
 * Prints the CPU per pass beyond W. Args: T K passes_per_thread W WS_KiB */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <time.h>
#include <sys/resource.h>
static int T,K,N; static double W; static int (*p)[2]; static size_t WS;
static double tcpu(){struct timespec t;clock_gettime(CLOCK_THREAD_CPUTIME_ID,&t);return t.tv_sec*1e6+t.tv_nsec/1e3;}
static volatile unsigned long sink;
static void* run(void*x){long i=(long)x;char c;char*buf=calloc(WS+64,1);long passes=0;
 for(;;){ if(read(p[i][0],&c,1)!=1)break; if(c=='q'){ write(p[(i+1)%T][1],&c,1); break;}
   double t0=tcpu(); unsigned long s=0; size_t j=0; if(WS){for(j=0;j<WS;j+=64){s+=buf[j];buf[j]++;}} while(tcpu()-t0<W){} sink+=s;
   passes++; if(i==0 && passes>=N){c='q';} if(write(p[(i+1)%T][1],&c,1)!=1)break; if(c=='q')break; }
 return 0;}
int main(int argc,char**argv){T=atoi(argv[1]);K=atoi(argv[2]);N=atoi(argv[3]);W=atof(argv[4]);WS=atol(argv[5])*1024;
 p=malloc(sizeof(int[2])*T);for(int i=0;i<T;i++)pipe(p[i]);pthread_t th[1024];
 struct rusage r0,r1;getrusage(RUSAGE_SELF,&r0);struct timespec w0,w1;clock_gettime(CLOCK_MONOTONIC,&w0);
 for(long i=0;i<T;i++)pthread_create(&th[i],0,run,(void*)i);
 for(int k=0;k<K;k++){char c='t';write(p[(k*T/K)%T][1],&c,1);}
 for(int i=0;i<T;i++)pthread_join(th[i],0);
 clock_gettime(CLOCK_MONOTONIC,&w1);getrusage(RUSAGE_SELF,&r1);
 double cpu=(r1.ru_utime.tv_sec-r0.ru_utime.tv_sec+r1.ru_stime.tv_sec-r0.ru_stime.tv_sec)*1e6+(r1.ru_utime.tv_usec-r0.ru_utime.tv_usec)+(r1.ru_stime.tv_usec-r0.ru_stime.tv_usec);
 double wall=(w1.tv_sec-w0.tv_sec)*1e6+(w1.tv_nsec-w0.tv_nsec)/1e3;
 double passes=(double)N*T; /* thread 0 does N passes; ring: each token visits all */
 printf("threads=%d tokens=%d W=%.0f ws=%zuK: cores %.2f, CPU per pass beyond work %.2f us (passes %.0f)\n",T,K,W,WS/1024,cpu/wall,cpu/passes - W,passes);}
