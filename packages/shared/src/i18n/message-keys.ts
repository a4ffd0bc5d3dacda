/**
 * The types of an i18next message table (docs/decisions/015): keys typed from the English
 * messages, and Hindi typed as its English so a missing or extra key is a type error.
 */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K}`
    : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The keys of a namespace's messages, nested ones joined by '.' (plural forms collapse to their base key). */
export type KeyOf<M> = Leaves<M>;

/** A namespace's Hindi messages: the same keys as its English ones, every value a string. */
export type Translation<M> = { [K in keyof M]: M[K] extends string ? string : Translation<M[K]> };
