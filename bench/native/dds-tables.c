/*
 * The native side of the `dds tables` bench: libdds's CalcAllTablesPBN
 * called directly from C on the deals read from stdin (one PBN deal a line),
 * in batches of 40 like @bidding/dds, REPS times; prints the median seconds,
 * the sum of all tricks (a checksum to compare with ours) and the CPU time
 * (user + system, all threads) per repetition.
 * Usage: dds-tables THREADS REPS < deals.txt
 * Struct layouts are DDS 2.9's (dll.h), declared here since Debian's
 * libdds0 ships no header.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>

struct ddTableDealPBN { char cards[80]; };
struct ddTableDealsPBN { int noOfTables; struct ddTableDealPBN deals[200]; };
struct ddTableResults { int resTable[5][4]; };
struct ddTablesRes { int noOfBoards; struct ddTableResults results[200]; };
struct parResults { char parScore[2][16]; char parContractsString[2][128]; };
struct allParResults { struct parResults presults[40]; };
int CalcAllTablesPBN(struct ddTableDealsPBN *, int, int *, struct ddTablesRes *, struct allParResults *);
void SetMaxThreads(int);

static char lines[20000][80];
static struct ddTableDealsPBN deals;
static struct ddTablesRes results;
static struct allParResults par;

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  int threads = argc > 1 ? atoi(argv[1]) : 0, reps = argc > 2 ? atoi(argv[2]) : 1, count = 0;
  while (count < 20000 && fgets(lines[count], 80, stdin)) {
    lines[count][strcspn(lines[count], "\r\n")] = 0;
    if (lines[count][0]) count++;
  }
  SetMaxThreads(threads);
  double times[64];
  long sum = 0;
  int filter[5] = {0, 0, 0, 0, 0};
  if (reps > 64) reps = 64;
  for (int rep = 0; rep < reps; rep++) {
    struct timespec start, end;
    sum = 0;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (int first = 0; first < count; first += 40) {
      int batch = count - first < 40 ? count - first : 40;
      deals.noOfTables = batch;
      for (int i = 0; i < batch; i++) memcpy(deals.deals[i].cards, lines[first + i], 80);
      int code = CalcAllTablesPBN(&deals, -1, filter, &results, &par);
      if (code != 1) { fprintf(stderr, "CalcAllTablesPBN: %d\n", code); return 1; }
      for (int i = 0; i < batch; i++)
        for (int s = 0; s < 5; s++)
          for (int h = 0; h < 4; h++) sum += results.results[i].resTable[s][h];
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    times[rep] = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
  }
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  double cpu = (double)usage.ru_utime.tv_sec + (double)usage.ru_utime.tv_usec / 1e6 + (double)usage.ru_stime.tv_sec + (double)usage.ru_stime.tv_usec / 1e6;
  qsort(times, (size_t)reps, sizeof times[0], compare);
  printf("%.6f %ld %.6f\n", reps % 2 ? times[reps / 2] : (times[reps / 2 - 1] + times[reps / 2]) / 2, sum, cpu / reps);
  return 0;
}
