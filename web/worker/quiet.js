// The worker's measure of someone playing: how long since the page's last request. Work that can wait (the
// snapshot's copy, the warm-up's games) runs in the pauses.
let lastRequest = 0;

// Called for every request of the page.
export function requestArrived() {
  lastRequest = performance.now();
}

export function quietFor() {
  return performance.now() - lastRequest;
}

// Runs `work` once no request has come for `quietMs`. Each check is made behind the page's messages that are waiting
// by then (behindWaitingMessages): a timer due while the worker was busy longer than quietMs may otherwise run before
// the requests that came meanwhile, and find a quiet that was not.
export function afterQuietRequests(work, quietMs) {
  return new Promise((resolve, reject) => {
    const check = () => {
      const quiet = quietFor();
      if (quiet < quietMs) setTimeout(() => behindWaitingMessages(check), quietMs - quiet);
      else work().then(resolve, reject);
    };
    setTimeout(() => behindWaitingMessages(check), quietMs);
  });
}

// Runs `callback` in a task of its own, queued behind whatever the page has sent by then (a message, as theirs are).
const behind = new MessageChannel();
const behindQueue = [];
behind.port1.onmessage = () => behindQueue.shift()();
export function behindWaitingMessages(callback) {
  behindQueue.push(callback);
  behind.port2.postMessage(null);
}
