// One problem found in a lesson file, in English and Chinese: the preview
// shows it in the lab's language, the node tests print the English. Every
// message names the field, the value as written and what is allowed.

/**
 * `where` is the step the problem is in ({ id, line }); without it the
 * problem is about the file as a whole (front matter, introduction).
 */
export function problem(where, en, zh) {
  if (!where) return { en, zh };
  return { line: where.line, en: `step "${where.id}" (line ${where.line}): ${en}`, zh: `步骤 "${where.id}"（第 ${where.line} 行）：${zh}` };
}
