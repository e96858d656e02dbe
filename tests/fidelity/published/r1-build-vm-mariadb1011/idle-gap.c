/* CPU of a wake-up across cores after the target core has idled a while
 * (idle-gap.sh). Two threads ping-pong 200 bytes over a Unix socket pair;
 * after each message a side burns W us of its own CPU time (touching a
 * K KiB buffer) before it answers, so the other side's core idles about
 * W us plus one send and wake-up before its next wake-up. Each side reads
 * its own thread CPU clock; "overhead" is CPU per round trip beyond W.
 * Args: round_trips W K pin_a pin_b (-1: the scheduler places it). */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <time.h>
#include <sys/socket.h>
static int sv[2]; static int N, pin_a=-1, pin_b=-1; static double W; static size_t K;
static double tcpu(){struct timespec t;clock_gettime(CLOCK_THREAD_CPUTIME_ID,&t);return t.tv_sec*1e6+t.tv_nsec/1e3;}
static void pin(int c){if(c<0)return;cpu_set_t s;CPU_ZERO(&s);CPU_SET(c,&s);sched_setaffinity(0,sizeof s,&s);}
static volatile unsigned long sink;
static void work(char*buf){double t0=tcpu();unsigned long s=0;size_t i=0;
  while(tcpu()-t0<W){ for(int j=0;j<64;j++){ s+=buf[i]; buf[i]++; i+=64; if(i>=K)i=0;} } sink+=s;}
static double cpu_b;
static void* B(void*x){pin(pin_b);char*buf=calloc(K,1);double c0=tcpu();char c[256];for(int i=0;i<N;i++){if(read(sv[1],c,256)<1)exit(1);work(buf);if(write(sv[1],c,200)!=200)exit(1);}cpu_b=tcpu()-c0;return 0;}
int main(int argc,char**argv){N=atoi(argv[1]);W=atof(argv[2]);K=atol(argv[3])*1024;pin_a=atoi(argv[4]);pin_b=atoi(argv[5]);
 socketpair(AF_UNIX,SOCK_STREAM,0,sv);pthread_t b;pthread_create(&b,0,B,0);pin(pin_a);char*buf=calloc(K,1);
 struct timespec w0,w1;clock_gettime(CLOCK_MONOTONIC,&w0);double c0=tcpu();char c[256];memset(c,1,256);
 for(int i=0;i<N;i++){if(write(sv[0],c,200)!=200)return 1;if(read(sv[0],c,256)<1)return 1;work(buf);}
 double ca=tcpu()-c0;clock_gettime(CLOCK_MONOTONIC,&w1);pthread_join(b,0);
 double wall=(w1.tv_sec-w0.tv_sec)*1e6+(w1.tv_nsec-w0.tv_nsec)/1e3;
 printf("W=%.0f K=%zuK pins %d,%d: trip %.1f us wall; overhead per side per trip A %.1f B %.1f us\n",W,K/1024,pin_a,pin_b,wall/N,ca/N-W,cpu_b/N-W);}
