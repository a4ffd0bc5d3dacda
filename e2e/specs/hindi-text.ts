import type { Page } from '@playwright/test';

/**
 * Issue 13: a Hindi reader meets no English. The text a reader sees or hears on a page — text,
 * aria-label, placeholder, alt, title, the document title — that is in Latin script, apart from
 * what is Latin in Hindi too: numbers and money, e-mail addresses, links, codes, brand names and
 * units (ALLOWED). accessibility.spec.ts runs it on every route in Hindi.
 */
const ALLOWED = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /https?:\/\/\S+/g,
  /\b[A-Z]{2,}-[A-Z0-9]{4,}(-[A-Z0-9]+)*\b/g, // references and tracking codes (TRK-7H3K92QWPX, SNK-CNVR-TF)
  /\b[A-Z]{2,}\/\d{4}-\d{2}\/\d+\b/g, // receipt numbers (SNK/2026-27/000001)
  /\b(pay|order)_\w+/g, // the payment provider's payment and order ids
  /\b[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\b/g, // a booking's id (a UUID)
  /\b(?=[a-f]*\d)[0-9a-f]{8}\b/g, // a booking's short id (its last 8 hex digits)
  /\b\d+[A-Z]{1,3}\b/g, // numbered rules and sections (Rule 17AA, 80G)
  /\b[A-Z]{5}\d{4}[A-Z]\b/g, // a PAN's form (the PAN field's example ABCDE1234F)
  /\b(XS|S|M|L|XL|XXL|XXXL)\b/g, // garment sizes
  /\balt\+\w\b/gi, // a keyboard shortcut's keys
  /\b(Sankalp|WhatsApp|UPI|OTP|PDF|GST|PAN|PIN|Google|YouTube|Razorpay|Visa|Mastercard|RuPay|Netbanking|Paytm|PhonePe|GPay|English|IST|KB|MB|km|kg|gm|ml|ID|QR|SMS|TOTP|IFSC|SKU|Instagram|Facebook|Twitter|X)\b/g,
];
const LATIN_WORD = /\p{Script=Latin}{2,}/u;

export async function latinTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [document.title];
    const visible = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim();
      if (!text || !el || el.closest('script,style,noscript,template,[data-latin-ok]') || !visible(el)) continue;
      out.push(text);
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label],[placeholder],img[alt],[title]'))) {
      if (el.closest('[data-latin-ok]') || !visible(el)) continue;
      for (const attr of ['aria-label', 'placeholder', 'alt', 'title']) {
        const v = el.getAttribute(attr)?.trim();
        if (v) out.push(v);
      }
    }
    return out;
  });
  return [...new Set(texts)].filter((text) => LATIN_WORD.test(ALLOWED.reduce((t, re) => t.replace(re, ' '), text)));
}
