/* See people.h. A port of SeededGenerator, SeededPeopleDirectory and PeopleNames. */
#include "people.h"

#include <string.h>

static const char *const first_names[] = {
    "Ada", "Aiko", "Akira", "Alejandro", "Amara", "Ananya", "Anders", "Aoi", "Astrid", "Ayşe",
    "Björn", "Camille", "Carlos", "Chen", "Chiara", "Chloé", "Dmitri", "Elena", "Éloïse", "Emre",
    "Fatima", "Femi", "François", "Hana", "Haruto", "Ingrid", "Isabela", "Jamal", "João", "Jürgen",
    "Kenji", "Kwame", "Lars", "Leilani", "Łukasz", "Mateus", "Mei", "Nadia", "Noor", "Olga",
    "Oluwaseun", "Paulo", "Priya", "Ren", "Rosa", "Sakura", "Siobhán", "Søren", "Sofía", "Tamar",
    "Tariq", "Thandiwe", "Tomás", "Wei", "Yara", "Yūki", "Zainab", "Zoë", "Zsófia", "Ömer",
};

static const char *const last_names[] = {
    "Adeyemi", "Ångström", "Banda", "Çelik", "Chen", "Cohen", "Dąbrowski", "Demir", "Dubois",
    "Ferreira", "Fischer", "García", "Gonçalves", "Haddad", "Hansen", "Hernández", "Horváth",
    "Ivanova", "Jensen", "Johansson", "Kim", "Kobayashi", "Kovács", "Kowalski", "Li", "Lindqvist",
    "López", "MacLeod", "Mensah", "Müller", "Mwangi", "Nakamura", "Nguyen", "Novák", "Ñúñez",
    "O'Brien", "Okafor", "Özdemir", "Papadopoulos", "Patel", "Pérez", "Petrov", "Rossi", "Şahin",
    "Satō", "Schmidt", "Silva", "Singh", "Smith", "Suzuki", "Tanaka", "van Dijk", "Virtanen",
    "Wang", "Watanabe", "Wiśniewski", "Yamamoto", "Yılmaz", "Zhang", "Østergaard",
};

static const char *const cities[] = {
    "Accra", "Athens", "Auckland", "Bogotá", "Buenos Aires", "Cairo", "Cape Town", "Casablanca",
    "Chicago", "Dubai", "Düsseldorf", "Glasgow", "Hanoi", "Helsinki", "İstanbul", "Jakarta",
    "Kraków", "Lagos", "Lima", "Lisbon", "Lyon", "Malmö", "Manila", "Melbourne", "Mexico City",
    "Montréal", "Nairobi", "Osaka", "Oslo", "Prague", "Pune", "Reykjavík", "São Paulo", "Seoul",
    "Tallinn", "Tokyo", "Toronto", "Vancouver", "Vienna", "Zürich",
};

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

/* 2000-01-01 as days since the epoch, and the days from it to 2026-12-31. */
#define FIRST_JOINED 10957
#define JOINED_DAYS 9862

static guint64 mix(guint64 value) {
    guint64 z = value + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static guint64 next(guint64 *state) {
    *state += 0x9E3779B97F4A7C15ULL;
    guint64 z = *state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* 0 ..< span by rejection sampling, as SeededGenerator.nextInt(in:). */
static guint64 bounded(guint64 *state, guint64 span) {
    guint64 limit = G_MAXUINT64 - (G_MAXUINT64 % span + 1) % span;
    guint64 draw = next(state);
    while (draw > limit) {
        draw = next(state);
    }
    return draw % span;
}

BasePerson base_person(guint64 seed, guint64 index) {
    guint64 state = mix(seed ^ mix(index));
    BasePerson person;
    person.first = first_names[bounded(&state, COUNT(first_names))];
    person.last = last_names[bounded(&state, COUNT(last_names))];
    person.city = cities[bounded(&state, COUNT(cities))];
    person.joined = FIRST_JOINED + (gint64)bounded(&state, JOINED_DAYS);
    person.tenths = (int)bounded(&state, 1001);
    return person;
}

char *base_person_name(const BasePerson *person) {
    return g_strconcat(person->first, " ", person->last, NULL);
}

/* Lower-case Latin letters with marks and the ASCII they fold to (PeopleNames.latinFolding). */
static const char *const folding[][2] = {
    {"àáâãäåāăą", "a"}, {"æ", "ae"}, {"çćĉċč", "c"}, {"ďđ", "d"}, {"èéêëēĕėęě", "e"},
    {"ĝğġģ", "g"}, {"ĥħ", "h"}, {"ìíîïĩīĭįı", "i"}, {"ĵ", "j"}, {"ķ", "k"}, {"ĺļľŀł", "l"},
    {"ñńņňŉ", "n"}, {"òóôõöøōŏő", "o"}, {"œ", "oe"}, {"ŕŗř", "r"}, {"śŝşš", "s"}, {"ß", "ss"},
    {"ţťŧ", "t"}, {"ùúûüũūŭůűų", "u"}, {"ŵ", "w"}, {"ýÿŷ", "y"}, {"źżž", "z"}, {"þ", "th"},
    {"ð", "d"},
};

static void append_folded(GString *out, const char *name) {
    char *lower = g_utf8_strdown(name, -1);
    for (const char *p = lower; *p; p = g_utf8_next_char(p)) {
        gunichar c = g_utf8_get_char(p);
        if (c < 128) {
            if (g_ascii_isalnum((char)c)) {
                g_string_append_c(out, (char)c);
            }
            continue;
        }
        for (size_t i = 0; i < COUNT(folding); i++) {
            for (const char *q = folding[i][0]; *q; q = g_utf8_next_char(q)) {
                if (g_utf8_get_char(q) == c) {
                    g_string_append(out, folding[i][1]);
                    goto next_character;
                }
            }
        }
    next_character:;
    }
    g_free(lower);
}

char *base_person_email(const BasePerson *person, guint64 index) {
    GString *out = g_string_new(NULL);
    append_folded(out, person->first);
    g_string_append_c(out, '.');
    append_folded(out, person->last);
    g_string_append_printf(out, "%" G_GUINT64_FORMAT "@example.org", index);
    return g_string_free(out, FALSE);
}

char *base_person_joined(const BasePerson *person) {
    GDateTime *time = g_date_time_new_from_unix_utc(person->joined * 86400);
    char *text = g_date_time_format(time, "%x");
    g_date_time_unref(time);
    return text;
}
