/** The spec's success envelope: `{ success, message, data }`. */
export function ok<T>(data: T, message = 'Operation successful') {
  return { success: true as const, message, data };
}
