// SwiftPM links the executable with --defsym main=NibFuzz_main: that entry runs libFuzzer.
int NibFuzz_main(int argc, char **argv);
