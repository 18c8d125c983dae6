// The part of Amp's own server (ampcode.com) that the Amp CLI asks at start-up, enough to reach its
// composer offline. Amp runs each thread on its server (an actor reached over a WebSocket with its
// own protocol), so nothing here answers a turn: a thread request gets 501 and the CLI keeps waiting.
//
// The CLI (AMP_URL=http://127.0.0.1:PORT, AMP_API_KEY=…) sends, in order:
//   POST /api/internal?getUserInfo       {"method":"getUserInfo","params":{}} → {ok:true,result:{user}}
//                                         (401/403 → "Invalid or missing API key", other → it exits)
//   POST /api/internal?listAgentModes, ?loadPlugins, ?loadSkills, ?splashDispatch, ?notices,
//        ?logSplashDispatchAction       → {ok:true,result:…} with an empty list or object
//   POST /api/user-actor-credentials     (user actor: {userId, wsToken, poolName}, then a WebSocket)
//   GET  /api/auth/oauth-config          (login without a key)
//   POST /api/thread-actors              (the first prompt: creates a thread on the server)

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

export const AMP_USER = { id: 'user_lab', email: 'lab@example.com', emailVerified: true, username: 'lab', features: [], team: null };

// The result of each internal method, in the shape the CLI reads (a wrong shape crashes it at start-up
// with "Unexpected error inside Amp CLI"); any other method gets {}.
/** @type {Record<string, unknown>} */
const INTERNAL = {
  getUserInfo: AMP_USER,
  listAgentModes: [],
  loadPlugins: [],
  loadSkills: { sources: [] },
  notices: [],
  splashDispatch: null,
};

/** @type {(res: ServerResponse, status: number, body: unknown) => void} */
const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/**
 * True for the paths the Amp CLI asks its server (not a model API).
 * @param {string} path
 */
export function isAmpServerPath(path) {
  return /^\/(?:api\/(?:internal|user-actor-credentials|thread-actors|auth\/|telemetry)|actors\/|auth\/)/.test(path);
}

/**
 * True for the request that starts a turn: Amp creates the thread on its server first.
 * @param {string | undefined} method
 * @param {string} path
 */
export function isAmpThreadRequest(method, path) {
  return method === 'POST' && path === '/api/thread-actors';
}

/**
 * Answers one Amp server request for an ok-like behaviour.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {{ path: string, url: URL }} where
 */
export function ampServer(req, res, { path, url }) {
  if (path === '/api/internal') {
    const method = [...url.searchParams.keys()][0] || '';
    return json(res, 200, { ok: true, result: method in INTERNAL ? INTERNAL[method] : {} });
  }
  if (path === '/api/auth/oauth-config') return json(res, 200, {});
  if (path === '/api/telemetry') return json(res, 200, {});
  // Threads and the user actor live on Amp's servers and speak a protocol of their own over a
  // WebSocket: the lab does not offer them.
  return json(res, 501, { error: `lab mock: Amp's ${path} is not offered offline` });
}
