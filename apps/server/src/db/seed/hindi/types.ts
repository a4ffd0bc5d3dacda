/**
 * The shape of a Hindi overlay for one seed row: every text field optional, arrays by index,
 * and nothing but strings (numbers, flags and codes stay the English row's).
 */
export type DeepPartial<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? DeepPartial<U>[]
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> }
      : never;
