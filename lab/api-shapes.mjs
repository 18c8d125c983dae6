// The requests the mock reads, one shape per API family, as far as it reads them (lab/mock-api.mjs
// answers them, lab/board-agent.mjs reads a conversation out of them). Types only.

/**
 * A JSON schema, as far as the mock fills one in.
 * @typedef {object} JsonSchema
 * @property {string | string[]} [type]
 * @property {unknown[]} [enum]
 * @property {unknown} [const]
 * @property {JsonSchema[]} [anyOf]
 * @property {JsonSchema[]} [oneOf]
 * @property {Record<string, JsonSchema>} [properties]
 * @property {string[]} [required]
 */

/**
 * A tool as any family offers it, for the mock's log line.
 * @typedef {{ name?: string, type?: string, function?: { name?: string }, functionDeclarations?: unknown }} AnyTool
 */

/**
 * The fields every family's request may have, before the family is known.
 * @typedef {{ model?: string, stream?: boolean, tools?: AnyTool[], input?: unknown, _raw?: string }} ApiRequest
 */

/** @typedef {{ type?: string, text?: string, name?: string, input?: unknown }} AnthropicBlock */

/**
 * An Anthropic Messages request.
 * @typedef {object} AnthropicRequest
 * @property {string} [model]
 * @property {boolean} [stream]
 * @property {{ role: string, content?: string | AnthropicBlock[] }[]} [messages]
 * @property {{ name: string, input_schema?: JsonSchema, defer_loading?: boolean }[]} [tools]
 */

/**
 * An OpenAI Chat Completions request.
 * @typedef {object} ChatRequest
 * @property {string} [model]
 * @property {boolean} [stream]
 * @property {{ include_usage?: boolean }} [stream_options]
 * @property {{ role: string, content?: string | { text?: string }[] | null,
 *   tool_calls?: { function?: { name?: string, arguments?: string } }[] }[]} [messages]
 * @property {{ type?: string, name: string, parameters?: JsonSchema, function?: { name: string, parameters?: JsonSchema } }[]} [tools]
 */

/**
 * A tool of an OpenAI Responses request (a namespace holds tools of its own).
 * @typedef {{ type?: string, name?: string, parameters?: JsonSchema, tools?: ResponsesTool[] }} ResponsesTool
 */

/**
 * An OpenAI Responses request.
 * @typedef {object} ResponsesRequest
 * @property {string} [model]
 * @property {boolean} [stream]
 * @property {ResponsesTool[]} [tools]
 * @property {{ type?: string, role?: string, content?: { text?: string }[], name?: string, input?: string, arguments?: string,
 *   tools?: ResponsesTool[] }[]} [input]
 */

/** @typedef {{ name: string, parameters?: JsonSchema, parametersJsonSchema?: JsonSchema }} GeminiDeclaration */
/** @typedef {{ responseMimeType?: string, responseJsonSchema?: JsonSchema, responseSchema?: JsonSchema }} GeminiConfig */

/**
 * A Gemini generateContent request.
 * @typedef {object} GeminiRequest
 * @property {string} [model]
 * @property {{ role?: string, parts?: { text?: string, functionCall?: { name: string, args?: unknown }, functionResponse?: unknown }[] }[]} [contents]
 * @property {{ functionDeclarations?: GeminiDeclaration[], function_declarations?: GeminiDeclaration[] }[]} [tools]
 * @property {GeminiConfig} [generationConfig]
 * @property {GeminiConfig} [config]
 */

export {};
