/* CPU of a sleep + wake-up between two threads, with the cores idle or
 * kept busy (busy-wake.sh). Two threads ping-pong one byte over two pipes
 * N times; each reads its own thread CPU clock. Mode 0: nothing else runs.
 * Mode 1: a SCHED_IDLE spinner on each core, so no core is ever idle but
 * the ping-pong always preempts the spinner. Pins: the two threads' cores
 * (-1: the scheduler places them). */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <time.h>
#include <sys/resource.h>
#include <sys/syscall.h>
static int ab[2], ba[2]; static int N; static int pin_a=-1,pin_b=-1; static volatile int stop;
static double tcpu(){struct timespec t;clock_gettime(CLOCK_THREAD_CPUTIME_ID,&t);return t.tv_sec*1e6+t.tv_nsec/1e3;}
static void pin(int c){if(c<0)return;cpu_set_t s;CPU_ZERO(&s);CPU_SET(c,&s);sched_setaffinity(0,sizeof s,&s);}
static double cpu_b;
static void* B(void*x){pin(pin_b);double c0=tcpu();char c;for(int i=0;i<N;i++){if(read(ab[0],&c,1)!=1)exit(1);if(write(ba[1],&c,1)!=1)exit(1);}cpu_b=tcpu()-c0;return 0;}
static void* spin(void*x){int c=(int)(long)x;pin(c);struct sched_param p={0};sched_setscheduler(0,SCHED_IDLE,&p);while(!stop);return 0;}
static void* spin_nice(void*x){int c=(int)(long)x;pin(c);while(!stop);return 0;}
int main(int argc,char**argv){N=atoi(argv[1]);int mode=atoi(argv[2]);pin_a=atoi(argv[3]);pin_b=atoi(argv[4]);
 if(pipe(ab)||pipe(ba))return 1;pthread_t s1,s2,b;
 if(mode==1){pthread_create(&s1,0,spin,(void*)0L);pthread_create(&s2,0,spin,(void*)1L);}
 if(mode==2){pthread_create(&s1,0,spin_nice,(void*)0L);pthread_create(&s2,0,spin_nice,(void*)1L);}
 usleep(100000);
 pthread_create(&b,0,B,0);pin(pin_a);
 struct timespec w0,w1;clock_gettime(CLOCK_MONOTONIC,&w0);double c0=tcpu();char c=1;
 for(int i=0;i<N;i++){if(write(ab[1],&c,1)!=1)return 1;if(read(ba[0],&c,1)!=1)return 1;}
 double ca=tcpu()-c0;clock_gettime(CLOCK_MONOTONIC,&w1);pthread_join(b,0);stop=1;
 double wall=(w1.tv_sec-w0.tv_sec)*1e6+(w1.tv_nsec-w0.tv_nsec)/1e3;
 printf("mode=%d pins %d,%d: round trip %.2f us wall, CPU per side per trip: A %.2f B %.2f us\n",mode,pin_a,pin_b,wall/N,ca/N,cpu_b/N);
}
