/* The library the bot ships (built by the test when it assembles the submission, see attack.json). */
int rk_lib(void) { return 42; }
