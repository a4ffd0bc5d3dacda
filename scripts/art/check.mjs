// Minimal well-formedness check (no XML dependency): the document must be one
// <svg> root with a viewBox, balanced tags, and nothing external or scripted.
export function checkSvg(s) {
  if (!s.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox=')) return 'bad root';
  if (/<script|<image|<foreignObject|href="(?!#)|url\((?!#)|\b(width|height)="[^"]*"\s[^>]*viewBox/i.test(s))
    return 'forbidden content';
  if (/NaN|undefined|Infinity/.test(s)) return 'bad number';
  const stack = [];
  const re = /<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let pos = 0,
    m;
  while ((m = re.exec(s))) {
    if (s.slice(pos, m.index).includes('<')) return `stray "<" near ${pos}`;
    pos = re.lastIndex;
    const [, close, tag, , self] = m;
    if (self) continue;
    if (!close) stack.push(tag);
    else if (stack.pop() !== tag) return `mismatched </${tag}> at ${m.index}`;
  }
  if (s.slice(pos).trim()) return 'trailing content';
  return stack.length ? `unclosed <${stack.join(',')}>` : '';
}
