/** A progress bar on a terminal, plain lines elsewhere (CI logs, pipes). */
export function progress(total: number, label: string) {
  const tty = Boolean(process.stdout.isTTY);
  let done = 0;
  let lastLine = -1;
  const render = () => {
    if (tty) {
      const width = 30;
      const filled = total ? Math.round((done / total) * width) : width;
      process.stdout.write(`\r${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total}`);
    } else {
      const decile = total ? Math.floor((done / total) * 10) : 10;
      if (decile !== lastLine) {
        lastLine = decile;
        console.log(`${label}: ${done}/${total}`);
      }
    }
  };
  return {
    advance(count: number) {
      done = Math.min(total, done + count);
      render();
    },
    done() {
      done = total;
      render();
      if (tty) process.stdout.write("\n");
    },
  };
}
