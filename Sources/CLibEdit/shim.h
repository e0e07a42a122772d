/*
 * shim.h — the libedit surface GestureLab's LineEditing target uses.
 *
 * Swift does not import C functions declared with `...` (el_set, el_get, history), and libedit has no
 * va_list twins, so each operation we need gets one fixed-signature `static inline` wrapper here. A
 * system-library target cannot hold .c files; static inline functions in the header are compiled by
 * Clang inside the Swift module, so no separate C target is needed.
 *
 * Every wrapper returns libedit's own result (0 or a count on success, -1 on failure) unless noted.
 * Strings passed in are copied by libedit before the call returns, so temporary C strings are fine.
 */
#ifndef GESTURELAB_CLIBEDIT_SHIM_H
#define GESTURELAB_CLIBEDIT_SHIM_H

#include <histedit.h>
#include <stdio.h>

/* Callback types, named so Swift sees readable signatures. */
typedef char *(*clibedit_prompt_fn)(EditLine *);             /* returns a buffer that outlives the call */
typedef unsigned char (*clibedit_command_fn)(EditLine *, int); /* returns a CC_* code */

/* el_init on the process's standard streams (Swift 6 cannot read the C globals stdin/stdout/stderr). */
static inline EditLine *clibedit_init_stdio(const char *program_name) {
    return el_init(program_name, stdin, stdout, stderr);
}

/* EL_CLIENTDATA: an opaque pointer callbacks use to find their owner. */
static inline int clibedit_set_client_data(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}
/* Returns NULL when unset or on failure. */
static inline void *clibedit_get_client_data(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

/* EL_PROMPT_ESC: characters between two `invisible_delimiter`s are printed but take no column
 * (for ANSI colour sequences). */
static inline int clibedit_set_prompt(EditLine *el, clibedit_prompt_fn prompt, char invisible_delimiter) {
    return el_set(el, EL_PROMPT_ESC, prompt, (int)invisible_delimiter);
}

/* EL_EDITOR: "emacs" or "vi". */
static inline int clibedit_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

/* EL_SIGNAL: when non-zero libedit restores the terminal on fatal signals and handles SIGWINCH and
 * SIGCONT while reading. */
static inline int clibedit_set_signal_handling(EditLine *el, int enabled) {
    return el_set(el, EL_SIGNAL, enabled);
}

/* EL_HIST: attach a history so the arrow keys and searches use it. */
static inline int clibedit_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

/* EL_ADDFN: register a named editor command. Must precede any EL_BIND to `name` (binding an unknown
 * name can corrupt libedit's heap). */
static inline int clibedit_add_function(EditLine *el, const char *name, const char *help,
                                        clibedit_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

/* EL_BIND: bind `key` (e.g. "^I") to a named editor command in the current keymap. */
static inline int clibedit_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

/* EL_SETTY -d: change one terminal setting used only while editing, e.g. "intr=" (disables the
 * interrupt character so ^C reaches the key map) or "-isig". */
static inline int clibedit_set_edit_mode_tty(EditLine *el, const char *setting) {
    return el_set(el, EL_SETTY, "-d", setting, (const char *)NULL);
}

/* Moves the edit cursor to the end of the line (counted in characters, hence el_wline). */
static inline void clibedit_move_cursor_to_end(EditLine *el) {
    const LineInfoW *line = el_wline(el);
    if (line != NULL) (void)el_cursor(el, (int)(line->lastchar - line->cursor));
}

/* Writes `text` to libedit's output stream (EL_GETFP 1) and flushes it. */
static inline int clibedit_write_output(EditLine *el, const char *text) {
    FILE *out = NULL;
    if (el_get(el, EL_GETFP, 1, &out) != 0 || out == NULL) return -1;
    if (fputs(text, out) == EOF) return -1;
    return fflush(out) == 0 ? 0 : -1;
}

/* history(3) operations. */
static inline int clibedit_history_set_size(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}
static inline int clibedit_history_set_unique(History *h, int unique) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, unique);
}
static inline int clibedit_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}
static inline int clibedit_history_load(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_LOAD, path);
}
static inline int clibedit_history_save(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_SAVE, path);
}

#endif
