// The `scrollwork` command-line tool. Everything lives in ScrollworkCLI so that tests
// and fuzz harnesses can call the commands in-process.
import ScrollworkCLI

ScrollworkMain.run()
