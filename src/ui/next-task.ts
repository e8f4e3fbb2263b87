/**
 * Runs `task` in a new macrotask. A message channel, not setTimeout: no 4 ms clamping, it is the
 * same yield React's scheduler uses, and a page's fake clock (tests) does not hold it back.
 */
export function inNextTask(task: () => void): void {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    task()
  }
  channel.port2.postMessage(null)
}
