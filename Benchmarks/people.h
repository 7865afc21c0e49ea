/* The Table screen's made-up people in C, for the column baseline: the same SplitMix64 draws
 * and word lists as SeededPeopleDirectory (Sources/TableDeckAppModel/Table), so both programs
 * show and sort identical strings. bench.py checks that they agree (TABLEDECK_BENCH=people). */
#ifndef TDK_BENCH_PEOPLE_H
#define TDK_BENCH_PEOPLE_H

#include <glib.h>

typedef struct {
    const char *first;
    const char *last;
    const char *city;
    gint64 joined; /* days since 1970-01-01 */
    int tenths;    /* the score in tenths, 0 ... 1000 */
} BasePerson;

/* Person `index` of the directory made from `seed`. */
BasePerson base_person(guint64 seed, guint64 index);
/* "First Last", newly allocated. */
char *base_person_name(const BasePerson *person);
/* first.last<index>@example.org, folded to ASCII as PeopleNames.asciiFolded does; newly allocated. */
char *base_person_email(const BasePerson *person, guint64 index);
/* The joined day as the locale writes a date (%x), newly allocated. */
char *base_person_joined(const BasePerson *person);

#endif
