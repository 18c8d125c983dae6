// Real providers' error responses, as data: status, headers and body exactly as each provider sent them,
// each with the public page where the wording was read. lab/faults.mjs serves them as mock behaviours.
//
// Rules: nothing here is written from memory. `source` is where the body (or, for `pretty` bodies, the
// JSON) was read; ids, request ids and masked keys are the ones in that source. `pretty: true` means the
// provider sends the JSON indented by two spaces with a final newline (OpenAI, Google), as the sources
// show; `newline: true` means compact with a final newline; otherwise compact. `note` says what the source did not show and how it was filled.

/**
 * The API shapes the mock speaks, and Bedrock's, which it does not.
 * @typedef {'openai' | 'anthropic' | 'gemini' | 'bedrock'} Family
 */
/**
 * A real provider's error response (the rules above).
 * @typedef {object} ProviderError
 * @property {string} id the behaviour is `p-<id>`
 * @property {string} provider a key of PROVIDERS
 * @property {string} class a key of CLASSES
 * @property {number} status
 * @property {Record<string, string>} [headers]
 * @property {unknown} [body] a string sent as is, or JSON
 * @property {boolean} [pretty]
 * @property {boolean} [newline]
 * @property {string} source
 * @property {string} [note]
 * @property {{ route: 'responses' | 'messages', events: [string, unknown][] }} [stream] an answer inside a 200 event stream
 * @property {boolean} [familyOnly]
 * @property {string[]} [verbatimIn] other families (Family) that get it verbatim
 */

/**
 * Providers: `family` is the API shape the provider answers in (`bedrock` is spoken by no mock family);
 * `litellm` is the exception name LiteLLM's proxy puts in front of the upstream body when it relays it.
 * @type {Record<string, { name: string, family: Family, litellm: string | null }>}
 */
export const PROVIDERS = {
  openai: { name: 'OpenAI', family: 'openai', litellm: 'OpenAIException' },
  azure: { name: 'Azure OpenAI', family: 'openai', litellm: 'AzureException' },
  anthropic: { name: 'Anthropic', family: 'anthropic', litellm: 'AnthropicException' },
  gemini: { name: 'Google AI Studio (Gemini API)', family: 'gemini', litellm: 'GeminiException' },
  vertex: { name: 'Google Vertex AI', family: 'gemini', litellm: 'VertexAIException' },
  codeassist: { name: 'Google Code Assist (cloudcode-pa, Gemini CLI sign-in)', family: 'gemini', litellm: null },
  bedrock: { name: 'AWS Bedrock', family: 'bedrock', litellm: 'BedrockException' },
  openrouter: { name: 'OpenRouter', family: 'openai', litellm: 'OpenrouterException' },
  deepseek: { name: 'DeepSeek', family: 'openai', litellm: 'DeepseekException' },
  dashscope: { name: 'DashScope (Alibaba Model Studio, OpenAI-compatible mode)', family: 'openai', litellm: 'OpenAIException' },
  groq: { name: 'Groq', family: 'openai', litellm: 'GroqException' },
  mistral: { name: 'Mistral', family: 'openai', litellm: 'OpenAIException' },
  xai: { name: 'xAI', family: 'openai', litellm: 'OpenAIException' },
  moonshot: { name: 'Moonshot (Kimi)', family: 'openai', litellm: 'OpenAIException' },
};

/**
 * The status classes, with the statuses real providers use for each.
 * @type {Record<string, string>}
 */
export const CLASSES = {
  auth: 'key missing, invalid or not allowed (401/403; Google says 400)',
  rate_limit: 'requests or tokens per minute exceeded (429)',
  billing: 'credit, balance or quota exhausted (402/429/400/403)',
  overloaded: 'provider out of capacity (529/503)',
  server_error: 'internal error at the provider (500)',
  bad_request: 'request the provider refuses (400/422)',
  model_not_found: 'unknown model, deployment or route (404/400)',
  context_too_long: 'prompt longer than the model takes (400/413)',
  refusal: 'the provider refuses the request itself: a safety or content filter, a region it does not serve (400)',
};

const JSON_CT = { 'content-type': 'application/json' };
// Where the wording's source shows the body re-serialized by a client, the indentation comes from
// OpenAI's own responses as captured elsewhere.
const OPENAI_INDENT = 'indented as OpenAI sends its errors: https://github.com/openai/openai-agents-python/issues/458';
const GOOGLE_CT = { 'content-type': 'application/json; charset=UTF-8', server: 'ESF' };
const GOOGLE_HEADERS_SOURCE = 'https://github.com/google-gemini/gemini-cli/issues/3859 (response headers of a Gemini API 400)';
// Bedrock's own errors name the exception in a header; the throttling capture shows its exact form.
/** @type {(type: string, requestId: string) => Record<string, string>} */
const amzn = (type, requestId) => ({ 'content-type': 'application/json', 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.bedrock/`, 'x-amzn-requestid': requestId });
const AMZN_NOTE = 'Bedrock\'s body is {"message": …} with the exception named in x-amzn-ErrorType, as the ThrottlingException capture (aws-samples/amazon-bedrock-client-for-mac#99) shows; that header\'s form is carried over to this exception.';

/**
 * One entry per real response. `id` becomes the behaviour `p-<id>` (lab/faults.mjs).
 * `stream` entries are answers inside an HTTP 200 event stream, so they exist only in their own API
 * family (family-specific); `familyOnly` marks other entries no gateway relays.
 * @type {ProviderError[]}
 */
export const PROVIDER_ERRORS = [
  // ------------------------------------------------------------------ auth
  { id: 'openai-401', provider: 'openai', class: 'auth', status: 401, headers: JSON_CT, pretty: true,
    body: { error: { message: 'Incorrect API key provided: sk-VKMIs***************************************wjh3. You can find your API key at https://platform.openai.com/account/api-keys.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } },
    source: 'https://github.com/chatanywhere/GPT_API_free/issues/62', note: OPENAI_INDENT },
  { id: 'anthropic-401', provider: 'anthropic', class: 'auth', status: 401, headers: JSON_CT,
    body: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } },
    source: 'https://github.com/cline/cline/issues/12' },
  { id: 'gemini-400-key', provider: 'gemini', class: 'auth', status: 400, headers: GOOGLE_CT, pretty: true,
    body: { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT', details: [
      { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com', metadata: { service: 'generativelanguage.googleapis.com' } },
      { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US', message: 'API key not valid. Please pass a valid API key.' },
    ] } },
    source: 'https://github.com/continuedev/continue/issues/10290', note: `headers: ${GOOGLE_HEADERS_SOURCE}` },
  { id: 'deepseek-401', provider: 'deepseek', class: 'auth', status: 401, headers: JSON_CT,
    body: { error: { message: 'Authentication Fails, Your api key: ****cd15 is invalid', type: 'authentication_error', param: null, code: 'invalid_request_error' } },
    // DeepSeek's Anthropic-compatible endpoint (api.deepseek.com/anthropic) answers with this same body.
    verbatimIn: ['anthropic'],
    source: 'https://github.com/BerriAI/litellm/issues/10403; Anthropic endpoint: https://github.com/FullStackPlayer/claude-code-launcher/issues/3' },
  { id: 'azure-401', provider: 'azure', class: 'auth', status: 401, headers: { 'content-type': 'application/json', 'apim-request-id': 'REDACTED' },
    body: { error: { code: '401', message: 'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.' } },
    source: 'https://github.com/SciSharp/BotSharp/issues/386' },
  { id: 'openrouter-401', provider: 'openrouter', class: 'auth', status: 401, headers: JSON_CT,
    body: { error: { message: 'User not found.', code: 401 } },
    source: 'https://github.com/Fosowl/agenticSeek/issues/407' },
  { id: 'mistral-401', provider: 'mistral', class: 'auth', status: 401, headers: JSON_CT,
    body: { detail: 'Unauthorized' },
    source: 'https://github.com/agent0ai/agent-zero/issues/539' },
  { id: 'groq-401', provider: 'groq', class: 'auth', status: 401,
    // The capture's Content-Length (96) is this body compact plus a final newline.
    newline: true,
    headers: { 'content-type': 'application/json', server: 'cloudflare', 'x-groq-region': 'us-west-1', 'x-request-id': 'req_01jngbvsctfy0bmjw87yea904b' },
    body: { error: { message: 'Invalid API Key', type: 'invalid_request_error', code: 'invalid_api_key' } },
    source: 'https://github.com/ag5826000/resume-commentor/issues/4' },
  { id: 'moonshot-401', provider: 'moonshot', class: 'auth', status: 401, headers: JSON_CT,
    body: { error: { message: 'Invalid Authentication', type: 'invalid_authentication_error' } },
    source: 'https://github.com/can1357/oh-my-pi/issues/5981' },
  { id: 'openrouter-401-nokey', provider: 'openrouter', class: 'auth', status: 401, headers: JSON_CT,
    body: { error: { message: 'No auth credentials found', code: 401 } },
    source: 'https://github.com/musistudio/claude-code-router/issues/227' },

  // ------------------------------------------------------------------ rate limit
  { id: 'openai-429', provider: 'openai', class: 'rate_limit', status: 429, headers: JSON_CT, pretty: true,
    body: { error: { message: 'Rate limit reached for gpt-4o in organization XXXXXXXXX on tokens per min (TPM): Limit 30000, Used 14567, Requested 24754. Please try again in 18.642s. Visit https://platform.openai.com/account/rate-limits to learn more.', type: 'tokens', param: null, code: 'rate_limit_exceeded' } },
    source: 'https://github.com/semanser/codel/issues/72 (message); https://github.com/TheR1D/shell_gpt/issues/653 (type, param, code)', note: OPENAI_INDENT },
  { id: 'anthropic-429', provider: 'anthropic', class: 'rate_limit', status: 429, headers: { ...JSON_CT, 'retry-after': '1' },
    body: { type: 'error', error: { type: 'rate_limit_error', message: 'Number of request tokens has exceeded your per-minute rate limit (https://docs.anthropic.com/en/api/rate-limits); see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later. You may also contact sales at https://www.anthropic.com/contact-sales to discuss your options for a rate limit increase.' } },
    source: 'https://github.com/cline/cline/issues/42',
    note: 'retry-after is present on rate_limit_error per https://learn.microsoft.com/en-us/microsoft-cloud/dev/dev-proxy/concepts/anthropic-529-overloaded-error; its value (1 s) is the lab\'s, so retries come quickly' },
  { id: 'anthropic-429-org', provider: 'anthropic', class: 'rate_limit', status: 429, headers: { ...JSON_CT, 'retry-after': '1' },
    body: { type: 'error', error: { type: 'rate_limit_error', message: 'This request would exceed your organization\'s rate limit of 30,000 input tokens per minute (org: 80162711-722b-4454-ae75-c6334e6796f2, model: claude-opus-4-6). For details, refer to: https://docs.claude.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later. You may also contact sales at https://claude.com/contact-sales to discuss your options for a rate limit increase.' } },
    source: 'https://github.com/stagewise-io/stagewise/issues/927', note: 'retry-after as for anthropic-429' },
  { id: 'groq-429', provider: 'groq', class: 'rate_limit', status: 429, headers: { ...JSON_CT, 'retry-after': '51' },
    body: { error: { message: 'Rate limit reached for model `llama3-70b-8192` in organization `org_01hrsvc1b8ey0anvbgha0xckf2` on tokens per minute (TPM): Limit 7000, Used 0, Requested ~12903. Please try again in 50.597142857s. Visit https://console.groq.com/docs/rate-limits for more information.', type: 'tokens', code: 'rate_limit_exceeded' } },
    source: 'https://github.com/danielmiessler/Fabric/issues/364',
    note: 'retry-after (seconds, only on 429) per Groq\'s docs as quoted in https://github.com/Pythagora-io/gpt-pilot/issues/862; value rounded up from the message' },
  { id: 'azure-429', provider: 'azure', class: 'rate_limit', status: 429, headers: JSON_CT,
    body: { error: { code: '429', message: 'Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-08-01-preview have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after 86400 seconds. Please go here: https://aka.ms/oai/quotaincrease if you would like to further increase the default rate limit.' } },
    source: 'https://github.com/vanderschaarlab/climb/issues/1' },
  { id: 'gemini-429', provider: 'gemini', class: 'rate_limit', status: 429, headers: GOOGLE_CT, pretty: true,
    body: { error: { code: 429, message: 'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.', status: 'RESOURCE_EXHAUSTED', details: [
      { '@type': 'type.googleapis.com/google.rpc.QuotaFailure', violations: [{ quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_input_token_count', quotaId: 'GenerateContentInputTokensPerModelPerMinute-FreeTier', quotaDimensions: { location: 'global', model: 'gemini-2.5-flash' }, quotaValue: '250000' }] },
      { '@type': 'type.googleapis.com/google.rpc.Help', links: [{ description: 'Learn more about Gemini API quotas', url: 'https://ai.google.dev/gemini-api/docs/rate-limits' }] },
      { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '26s' },
    ] } },
    source: 'https://github.com/RooCodeInc/Roo-Code/issues/3883' },
  { id: 'vertex-429', provider: 'vertex', class: 'rate_limit', status: 429, headers: GOOGLE_CT, pretty: true,
    // Vertex answers streamGenerateContent (JSON array mode) with the error inside an array.
    body: [{ error: { code: 429, message: 'Resource exhausted. Please try again later. Please refer to https://cloud.google.com/vertex-ai/generative-ai/docs/error-code-429 for more details.', errors: [{ message: 'Resource exhausted. Please try again later. Please refer to https://cloud.google.com/vertex-ai/generative-ai/docs/error-code-429 for more details.', domain: 'global', reason: 'rateLimitExceeded' }], status: 'RESOURCE_EXHAUSTED' } }],
    source: 'https://github.com/google-gemini/gemini-cli/issues/14831' },
  { id: 'mistral-429', provider: 'mistral', class: 'rate_limit', status: 429, headers: JSON_CT,
    body: { object: 'error', message: 'Rate limit exceeded', type: 'rate_limited', param: null, code: '1300' },
    source: 'https://github.com/cline/cline/issues/9085' },
  { id: 'mistral-429-requests', provider: 'mistral', class: 'rate_limit', status: 429, headers: JSON_CT,
    body: { message: 'Requests rate limit exceeded' },
    source: 'https://github.com/pydantic/pydantic-ai/issues/1885' },
  { id: 'bedrock-429', provider: 'bedrock', class: 'rate_limit', status: 429, headers: amzn('ThrottlingException', 'ca47a5ce-e260-4824-aa0e-2e62669d5d6e'),
    body: { message: 'Too many tokens, please wait before trying again.' },
    source: 'https://github.com/aws-samples/amazon-bedrock-client-for-mac/issues/99' },

  // ------------------------------------------------------------------ billing, credit, quota
  { id: 'openai-429-quota', provider: 'openai', class: 'billing', status: 429, headers: JSON_CT, pretty: true,
    body: { error: { message: 'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.', type: 'insufficient_quota', param: null, code: 'insufficient_quota' } },
    source: 'https://github.com/mattvr/ShellGPT/issues/23' },
  { id: 'anthropic-400-credit', provider: 'anthropic', class: 'billing', status: 400, headers: JSON_CT,
    body: { type: 'error', error: { type: 'invalid_request_error', message: 'Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.' }, request_id: 'req_011CbrFTcXhtiMzr3s6EocF7' },
    source: 'https://github.com/anthropics/claude-code/issues/66314' },
  { id: 'deepseek-402', provider: 'deepseek', class: 'billing', status: 402, headers: JSON_CT,
    body: { error: { message: 'Insufficient Balance', type: 'unknown_error', param: null, code: 'invalid_request_error' } },
    source: 'https://github.com/Aider-AI/aider/issues/4851 (body); https://github.com/continuedev/continue/issues/9942 (status 402)' },
  { id: 'openrouter-402', provider: 'openrouter', class: 'billing', status: 402, headers: JSON_CT,
    body: { error: { message: 'This request requires more credits, or fewer max_tokens. You requested up to 32000 tokens, but can only afford 27342. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account', code: 402, metadata: { provider_name: null } }, user_id: 'user_3D0IVsejFIV6kOYwkxFE9nKiq0g' },
    source: 'https://github.com/Gitlawb/openclaude/issues/1125' },
  { id: 'openrouter-402-credits', provider: 'openrouter', class: 'billing', status: 402, headers: JSON_CT,
    body: { error: { message: 'Insufficient credits. Add more using https://openrouter.ai/settings/credits', code: 402 } },
    source: 'https://github.com/hackclub/ai/issues/128' },
  { id: 'dashscope-400-arrearage', provider: 'dashscope', class: 'billing', status: 400, headers: JSON_CT,
    body: { error: { code: 'Arrearage', param: null, message: 'Access denied, please make sure your account is in good standing.', type: 'Arrearage' }, id: 'chatcmpl-f9fdb027-830c-9e05-8366-ce479a878825', request_id: 'f9fdb027-830c-9e05-8366-ce479a878825' },
    source: 'https://github.com/hsliuping/TradingAgents-CN/issues/170 (body); https://github.com/QwenLM/Qwen/issues/1414 (status 400)' },
  { id: 'moonshot-429-balance', provider: 'moonshot', class: 'billing', status: 429, headers: JSON_CT,
    body: { error: { message: 'Your account org-446a70bb2cc542e3960c0b7f05e4e0e1 <ak-f817m9q3k3wi11gjwbgi> is suspended due to insufficient balance, please recharge your account or check your plan and billing details', type: 'exceeded_current_quota_error' } },
    source: 'https://github.com/MoonshotAI/kimi-code/pull/1857 (body shape, 429 without retry-after); https://github.com/anomalyco/opencode/issues/24462 (the account and key ids)' },
  { id: 'xai-403-credits', provider: 'xai', class: 'billing', status: 403, headers: JSON_CT,
    body: { code: 'The caller does not have permission to execute the specified operation', error: 'Your newly created teams doesn\'t have any credits yet. You can purchase credits on https://console.x.ai/team/c853730f-fe0f-4537-b8a2-0e6e33c8342d.' },
    source: 'https://github.com/griptape-ai/griptape-nodes-engine/issues/1079' },

  // ------------------------------------------------------------------ overloaded
  { id: 'anthropic-529', provider: 'anthropic', class: 'overloaded', status: 529, headers: JSON_CT,
    body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
    source: 'https://docs.llmgateway.io/troubleshooting/anthropic-529-overloaded' },
  { id: 'gemini-503', provider: 'gemini', class: 'overloaded', status: 503, headers: GOOGLE_CT, pretty: true,
    body: { error: { code: 503, message: 'The model is overloaded. Please try again later.', status: 'UNAVAILABLE' } },
    source: 'https://github.com/appatalks/eva-agent/issues/50' },
  { id: 'gemini-503-demand', provider: 'gemini', class: 'overloaded', status: 503, headers: GOOGLE_CT, pretty: true,
    body: { error: { code: 503, message: 'This model is currently experiencing high demand. Spikes in demand are usually temporary. Please try again later.', status: 'UNAVAILABLE' } },
    source: 'https://github.com/continuedev/continue/issues/10639' },
  { id: 'openai-503', provider: 'openai', class: 'overloaded', status: 503, headers: JSON_CT, pretty: true,
    body: { error: { message: 'That model is currently overloaded with other requests. You can retry your request, or contact us through our help center at help.openai.com if the error persists. (Please include the request ID 500d9fff2057e4af93a280f67002c342 in your message.)', type: 'server_error', param: null, code: null } },
    source: 'https://github.com/ikechan8370/chatgpt-plugin/issues/125' },
  { id: 'bedrock-503', provider: 'bedrock', class: 'overloaded', status: 503, headers: amzn('ServiceUnavailableException', '5c3e8b1e-0000-4000-8000-000000000503'),
    body: { message: 'Too many connections, please wait before trying again.' },
    source: 'https://github.com/anthropics/claude-code/issues/562 (status 503 and message)', note: `${AMZN_NOTE} The request id is the lab's.` },
  { id: 'codeassist-503', provider: 'codeassist', class: 'overloaded', status: 503, familyOnly: true,
    // As captured: the error JSON is sent with content-type text/event-stream.
    headers: { 'content-type': 'text/event-stream', server: 'ESF', 'x-cloudaicompanion-trace-id': '71e379e3bb5c38c5' }, pretty: true,
    body: { error: { code: 503, details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', domain: 'cloudcode-pa.googleapis.com', metadata: { model: 'claude-opus-4-6-thinking' }, reason: 'MODEL_CAPACITY_EXHAUSTED' }], message: 'No capacity available for model claude-opus-4-6-thinking on the server', status: 'UNAVAILABLE' } },
    source: 'https://github.com/googlecodelabs/feedback/issues/1857' },
  { id: 'openai-responses-overloaded', provider: 'openai', class: 'overloaded', status: 200,
    stream: { route: 'responses', events: [
      ['response.created', null], ['response.in_progress', null],
      ['error', { type: 'error', error: { type: 'service_unavailable_error', code: 'server_is_overloaded', message: 'Our servers are currently overloaded. Please try again later.', param: null }, sequence_number: 2 }],
      ['response.failed', null],
    ] },
    source: 'https://github.com/openai/codex/issues/43337',
    note: 'the source shows the created/in_progress/failed events without their data; the mock fills them with its own in-progress and failed response objects' },
  { id: 'anthropic-stream-overloaded', provider: 'anthropic', class: 'overloaded', status: 200,
    stream: { route: 'messages', events: [['message_start', null], ['error', { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }]] },
    source: 'https://docs.kindo.ai/apis/messages/streaming/ (an `error` event interrupts a started Anthropic stream); payload: https://docs.llmgateway.io/troubleshooting/anthropic-529-overloaded' },

  // ------------------------------------------------------------------ server error
  { id: 'openai-500', provider: 'openai', class: 'server_error', status: 500, headers: JSON_CT, pretty: true,
    body: { error: { message: 'The server had an error processing your request. Sorry about that! You can retry your request, or contact us through our help center at help.openai.com if you keep seeing this error. (Please include the request ID req_540c6eaab7f4556b2baa22bcba915d51 in your email.)', type: 'server_error', param: null, code: null } },
    source: 'https://github.com/openai/openai-cua-sample-app/issues/54' },
  { id: 'anthropic-500', provider: 'anthropic', class: 'server_error', status: 500, headers: JSON_CT,
    body: { type: 'error', error: { type: 'api_error', message: 'Internal server error' }, request_id: 'req_011CbGwJbzjfDGN6vNFPYMGA' },
    source: 'https://github.com/anthropics/claude-code/issues/61368' },
  { id: 'gemini-500', provider: 'gemini', class: 'server_error', status: 500, headers: GOOGLE_CT, pretty: true,
    body: { error: { code: 500, message: 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting', status: 'INTERNAL' } },
    source: 'https://github.com/PublicAffairs/openai-gemini/issues/15' },
  { id: 'azure-500', provider: 'azure', class: 'server_error', status: 500, headers: JSON_CT, pretty: true,
    body: { error: { message: 'The server had an error while processing your request. Sorry about that! You can retry your request, or contact us through an Azure support request at: https://go.microsoft.com/fwlink/?linkid=2213926 if the error persists. (Please include the request ID 6d6321f8-e4aa-4a77-9aa0-67868802d7ca in your message.)', type: 'server_error', param: null, code: null } },
    source: 'https://github.com/Azure-Samples/azure-search-openai-demo/issues/1390' },
  { id: 'openrouter-500', provider: 'openrouter', class: 'server_error', status: 500, headers: JSON_CT,
    body: { error: { code: 500, message: 'Internal Server Error' } },
    source: 'https://github.com/danny-avila/LibreChat/issues/10774 (Gemini 3 Pro through OpenRouter)' },

  { id: 'mistral-500', provider: 'mistral', class: 'server_error', status: 500, headers: JSON_CT,
    body: { detail: 'Internal Server Error' },
    source: 'https://github.com/mistralai/client-python/issues/103',
    note: 'the source quotes the body as {"detail": "Internal Server Error"} inside an SDK message; sent compact like Mistral\'s 401 ({"detail":"Unauthorized"})' },

  // ------------------------------------------------------------------ bad request
  { id: 'openai-400-tool', provider: 'openai', class: 'bad_request', status: 400, headers: JSON_CT, pretty: true,
    body: { error: { message: 'Invalid parameter: messages with role \'tool\' must be a response to a preceeding message with \'tool_calls\'.', type: 'invalid_request_error', param: 'messages.[59].role', code: null } },
    source: 'https://github.com/sdcb/chats/pull/132' },
  { id: 'anthropic-400-thinking', provider: 'anthropic', class: 'bad_request', status: 400, headers: JSON_CT,
    body: { type: 'error', error: { type: 'invalid_request_error', message: '`max_tokens` must be greater than `thinking.budget_tokens`. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking#max-tokens-and-context-window-size' }, request_id: 'req_011CXs6hk18SX5aBxD3jchRc' },
    source: 'https://github.com/ProfSynapse/nexus/issues/17' },
  { id: 'gemini-400-turn', provider: 'gemini', class: 'bad_request', status: 400, headers: GOOGLE_CT, pretty: true,
    body: { error: { code: 400, message: 'Please ensure that function call turn comes immediately after a user turn or after a function response turn.', status: 'INVALID_ARGUMENT' } },
    source: 'https://github.com/continuedev/continue/issues/11164' },
  { id: 'deepseek-400-successive', provider: 'deepseek', class: 'bad_request', status: 400, headers: JSON_CT,
    body: { error: { message: 'deepseek-reasoner does not support successive user or assistant messages (messages[1] and messages[2] in your input). You should interleave the user/assistant messages in the message sequence.', type: 'invalid_request_error', param: null, code: 'invalid_request_error' } },
    source: 'https://github.com/deepseek-ai/DeepSeek-R1/issues/21' },
  { id: 'mistral-400-assistant', provider: 'mistral', class: 'bad_request', status: 400, headers: JSON_CT,
    body: { object: 'error', message: 'Assistant message must have either content or tool_calls, but not both.', type: 'invalid_request_error', param: null, code: null },
    source: 'https://github.com/Mobile-Artificial-Intelligence/maid/issues/672' },
  { id: 'mistral-422', provider: 'mistral', class: 'bad_request', status: 422, headers: JSON_CT,
    body: { detail: [{ type: 'extra_forbidden', loc: ['body', 'store'], msg: 'Extra inputs are not permitted', input: false }, { type: 'extra_forbidden', loc: ['body', 'max_completion_tokens'], msg: 'Extra inputs are not permitted', input: 8192 }] },
    source: 'https://github.com/Gitlawb/openclaude/issues/739' },
  { id: 'dashscope-400-tool', provider: 'dashscope', class: 'bad_request', status: 400, headers: JSON_CT,
    body: { error: { code: 'invalid_parameter_error', param: null, message: '<400> InternalError.Algo.InvalidParameter: messages with role "tool" must be a response to a preceeding message with "tool_calls".', type: 'invalid_request_error' }, id: 'chatcmpl-c9430ea7-5557-9aa3-b97c-549fb5807715', request_id: 'c9430ea7-5557-9aa3-b97c-549fb5807715' },
    source: 'https://github.com/philschmid/mcp-openai-gemini-llama-example/pull/5' },

  // ------------------------------------------------------------------ model not found
  { id: 'openai-404-model', provider: 'openai', class: 'model_not_found', status: 404, headers: JSON_CT, pretty: true,
    body: { error: { message: 'The model `computer-use-preview-2025-03-11` does not exist or you do not have access to it.', type: 'invalid_request_error', param: null, code: 'model_not_found' } },
    source: 'https://github.com/openai/openai-agents-python/issues/458' },
  { id: 'anthropic-404-model', provider: 'anthropic', class: 'model_not_found', status: 404, headers: JSON_CT,
    body: { type: 'error', error: { type: 'not_found_error', message: 'model: sonnet4' } },
    source: 'https://github.com/anthropics/claude-code/issues/5349' },
  { id: 'gemini-404-model', provider: 'gemini', class: 'model_not_found', status: 404, headers: GOOGLE_CT, pretty: true,
    body: { error: { code: 404, message: 'models/gemini-pro is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.', status: 'NOT_FOUND' } },
    source: 'https://github.com/wwardaww/gnome-gemini-ai/issues/22' },
  { id: 'azure-404-deployment', provider: 'azure', class: 'model_not_found', status: 404, headers: JSON_CT,
    body: { error: { code: 'DeploymentNotFound', message: 'The API deployment for this resource does not exist. If you created the deployment within the last 5 minutes, please wait a moment and try again.' } },
    source: 'https://github.com/chatboxai/chatbox/issues/861 (body); https://github.com/MicrosoftDocs/azure-docs/issues/114013 (status 404)' },
  { id: 'deepseek-400-model', provider: 'deepseek', class: 'model_not_found', status: 400, headers: JSON_CT,
    body: { error: { message: 'Model Not Exist', type: 'invalid_request_error', param: null, code: 'invalid_request_error' } },
    source: 'https://github.com/ConardLi/easy-dataset/issues/9' },
  { id: 'mistral-400-model', provider: 'mistral', class: 'model_not_found', status: 400, headers: JSON_CT,
    body: { object: 'error', message: 'Invalid model: mistral-medium-3.5', type: 'invalid_model', param: null, code: '1500', raw_status_code: 400 },
    source: 'https://github.com/mistralai/mistral-vibe/issues/617' },
  { id: 'moonshot-404-model', provider: 'moonshot', class: 'model_not_found', status: 404, headers: JSON_CT,
    body: { error: { message: 'Not found the model kimi-k2-0711-preview or Permission denied', type: 'resource_not_found_error' } },
    source: 'https://github.com/langgenius/dify/issues/39778', note: 'the issue renders the hyphens of the model name as U+2011; sent with plain hyphens' },
  { id: 'openrouter-404-providers', provider: 'openrouter', class: 'model_not_found', status: 404, headers: JSON_CT,
    body: { error: { message: 'No allowed providers are available for the selected model.', code: 404, metadata: { available_providers: ['z-ai'], requested_providers: ['anthropic'] } } },
    // Seen through OpenRouter's Anthropic-compatible endpoint (ANTHROPIC_BASE_URL=https://openrouter.ai/api): same body.
    verbatimIn: ['anthropic'],
    source: 'https://github.com/farion1231/cc-switch/issues/995' },
  { id: 'openrouter-404-tools', provider: 'openrouter', class: 'model_not_found', status: 404, headers: JSON_CT,
    body: { error: { message: 'No endpoints found that support tool use. To learn more about provider routing, visit: https://openrouter.ai/docs/guides/routing/provider-selection', code: 404 } },
    source: 'https://github.com/Routstr/routstr-core/issues/554' },

  // ------------------------------------------------------------------ context too long
  { id: 'openai-400-context', provider: 'openai', class: 'context_too_long', status: 400, headers: JSON_CT, pretty: true,
    body: { error: { message: 'This model\'s maximum context length is 4097 tokens. However, your messages resulted in 4294 tokens. Please reduce the length of the messages.', type: 'invalid_request_error', param: 'messages', code: 'context_length_exceeded' } },
    source: 'https://github.com/chathub-dev/chathub/issues/126', note: OPENAI_INDENT },
  { id: 'anthropic-400-context', provider: 'anthropic', class: 'context_too_long', status: 400, headers: JSON_CT,
    body: { type: 'error', error: { type: 'invalid_request_error', message: 'prompt is too long: 200251 tokens > 200000 maximum' }, request_id: 'req_011CWdepJvA2D819tdYYq4h7' },
    source: 'https://github.com/boldsoftware/exe.dev/issues/62' },
  { id: 'anthropic-413', provider: 'anthropic', class: 'context_too_long', status: 413, headers: JSON_CT,
    // No top-level "type": this one comes from Anthropic's edge, not the Messages API.
    body: { error: { type: 'request_too_large', message: 'Request exceeds the maximum size' } },
    source: 'https://github.com/anthropics/claude-code/issues/14567' },
  { id: 'gemini-400-context', provider: 'gemini', class: 'context_too_long', status: 400, headers: GOOGLE_CT, pretty: true,
    body: { error: { code: 400, message: 'The input token count (3475108) exceeds the maximum number of tokens allowed (1048576).', status: 'INVALID_ARGUMENT' } },
    source: 'https://github.com/google-gemini/gemini-cli/issues/4231' },
  { id: 'vertex-400-context', provider: 'vertex', class: 'context_too_long', status: 400, headers: GOOGLE_CT, pretty: true,
    body: [{ error: { code: 400, message: 'The input token count (1200293) exceeds the maximum number of tokens allowed (1048576).', errors: [{ message: 'The input token count (1200293) exceeds the maximum number of tokens allowed (1048576).', domain: 'global', reason: 'badRequest' }], status: 'INVALID_ARGUMENT' } }],
    source: 'https://github.com/google-gemini/gemini-cli/issues/6678' },
  { id: 'deepseek-400-context', provider: 'deepseek', class: 'context_too_long', status: 400, headers: JSON_CT,
    body: { error: { message: 'This model\'s maximum context length is 131072 tokens. However, you requested 131134 tokens (122942 in the messages, 8192 in the completion). Please reduce the length of the messages or completion.', type: 'invalid_request_error', param: null, code: 'invalid_request_error' } },
    source: 'https://github.com/evalstate/fast-agent/issues/621' },
  { id: 'groq-400-context', provider: 'groq', class: 'context_too_long', status: 400, headers: JSON_CT,
    body: { error: { message: 'Please reduce the length of the messages or completion.', type: 'invalid_request_error', param: 'messages', code: 'context_length_exceeded' } },
    source: 'https://github.com/letta-ai/letta/issues/1963' },
  { id: 'openrouter-400-context', provider: 'openrouter', class: 'context_too_long', status: 400, headers: JSON_CT,
    body: { error: { message: 'This endpoint\'s maximum context length is 16384 tokens. However, you requested about 94307 tokens (94307 of text input). Please reduce the length of either one, or use the "middle-out" transform to compress your prompt automatically.', code: 400, metadata: { provider_name: null } } },
    source: 'https://github.com/topoteretes/cognee/issues/1061' },
  { id: 'dashscope-400-context', provider: 'dashscope', class: 'context_too_long', status: 400, headers: JSON_CT,
    body: { error: { code: 'invalid_parameter_error', message: '<400> InternalError.Algo.InvalidParameter: Range of input length should be [1, 983616]', param: null, type: 'invalid_request_error' }, request_id: '81a373d6-28bd-9968-8335-e22a2127c41b' },
    source: 'https://github.com/agentscope-ai/QwenPaw/issues/6255' },
  { id: 'bedrock-400-context', provider: 'bedrock', class: 'context_too_long', status: 400, headers: amzn('ValidationException', '16fb0962-139d-4c70-ba9c-602d9630e854'),
    body: { message: 'Input is too long for requested model.' },
    source: 'https://github.com/aws-samples/assessment-generator/issues/2 (ValidationException, 400, message, request id)', note: AMZN_NOTE },

  // ------------------------------------------------------------------ refusal
  // Refusals for what the request says or where it comes from, in words that name no status class:
  // a CLI shows them where it shows its errors, and that place is what tells they are errors.
  { id: 'openai-400-invalid-prompt', provider: 'openai', class: 'refusal', status: 400, headers: JSON_CT, pretty: true,
    body: { error: { message: 'Invalid prompt: your prompt was flagged as potentially violating our usage policy. Please try again with a different prompt: https://platform.openai.com/docs/guides/reasoning#advice-on-prompting', type: 'invalid_request_error', param: null, code: 'invalid_prompt' } },
    source: 'https://github.com/alan-turing-institute/t0-1/issues/69 (status 400, message, type, param, code in this order); Codex draws it as "■ Invalid prompt: …": https://github.com/openai/codex/issues/38849',
    note: OPENAI_INDENT },
  { id: 'anthropic-400-filter', provider: 'anthropic', class: 'refusal', status: 400, headers: JSON_CT,
    body: { type: 'error', error: { type: 'invalid_request_error', message: 'Output blocked by content filtering policy' }, request_id: null },
    source: 'https://github.com/anthropics/claude-code/issues/13986' },
  { id: 'deepseek-400-risk', provider: 'deepseek', class: 'refusal', status: 400, headers: JSON_CT,
    body: { error: { message: 'Content Exists Risk', type: 'invalid_request_error', param: null, code: 'invalid_request_error' } },
    source: 'https://github.com/666ghj/BettaFish/issues/108 (status 400 and body)' },
  { id: 'gemini-400-location', provider: 'gemini', class: 'refusal', status: 400, headers: GOOGLE_CT, pretty: true,
    body: { error: { code: 400, message: 'User location is not supported for the API use.', status: 'FAILED_PRECONDITION' } },
    source: 'https://github.com/google-gemini/gemini-cli/issues/24641 (the body, indented, as Gemini CLI printed it); https://github.com/Xeift/Telegram-Discord-Bot/issues/4',
    note: `headers: ${GOOGLE_HEADERS_SOURCE}` },
  { id: 'moonshot-400-risk', provider: 'moonshot', class: 'refusal', status: 400, headers: JSON_CT,
    body: { error: { code: 400, message: 'The request was rejected because it was considered high risk', param: 'prompt', type: 'content_filter' } },
    source: 'https://github.com/MoonshotAI/kimi-cli/issues/1002 (status 400 and the body, as Python printed it)',
    note: 'the source shows the body as a Python dict; sent as compact JSON with the same keys in the same order' },
];
