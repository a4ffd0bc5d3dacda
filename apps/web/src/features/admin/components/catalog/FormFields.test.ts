import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormProvider, useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorAt, FormArray, FormScope, FormText } from './FormFields';

type Values = { title: string; packages: { thumbnailTitle: string; price: string }[] };
const values: Values = {
  title: '',
  packages: [
    { thumbnailTitle: '', price: '' },
    { thumbnailTitle: 'Two', price: '' },
  ],
};

/** A form with `errors` already set (RHF's `errors` option), its fields under the id prefix "p". */
function render(errors: FieldErrors, children: ReactNode) {
  function Harness() {
    const form = useForm<FieldValues>({ defaultValues: values, errors });
    return h(FormProvider, { ...form, children: h(FormScope, { idPrefix: 'p', children }) });
  }
  return renderToStaticMarkup(h(Harness));
}

describe('errorAt', () => {
  it('follows a dotted path through objects and arrays', () => {
    const errors = { sevas: [undefined, undefined, undefined, { price: { message: 'Too low' } }] };
    expect(errorAt(errors, 'sevas.3.price')?.message).toBe('Too low');
    expect(errorAt(errors, 'sevas.1.price')).toBeUndefined();
    expect(errorAt(errors, 'title')).toBeUndefined();
    expect(errorAt(undefined, 'a.b')).toBeUndefined();
  });
});

describe('form-bound fields', () => {
  it('take their id from the scope and name, and show their message', () => {
    const html = render(
      { title: { type: 'custom', message: 'Required' } },
      h(FormText, { name: 'title', label: 'catalog.f.title' }),
    );
    expect(html).toContain('for="p-title"');
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="p-title-error"/);
    expect(html).toContain('id="p-title-error"');
    expect(html).toContain('Required');
  });

  it('in a list, name rows by index and show a row message on the field that asks for it', () => {
    const html = render(
      {
        packages: [
          { price: { type: 'custom', message: 'Price needed' } },
          { type: 'custom', message: 'Same title twice' },
        ] as never,
      },
      h(FormArray, {
        name: 'packages',
        idPrefix: 'pk',
        title: 'catalog.f.packages',
        newRow: () => ({ thumbnailTitle: '', price: '' }),
        row: [
          h(FormText, {
            key: 't',
            name: 'thumbnailTitle',
            id: 'title',
            label: 'catalog.f.packageTitle',
            rowError: true,
          }),
          h(FormText, { key: 'p', name: 'price', label: 'catalog.f.price' }),
        ],
      }),
    );
    expect(html).toContain('id="pk-0-title"');
    expect(html).toContain('id="pk-1-price"');
    expect(html).toContain('name="packages.1.thumbnailTitle"');
    expect(html).toMatch(/id="pk-0-price-error"[^>]*>Price needed/);
    // The row's own message sits under its title, which itself is not marked invalid.
    expect(html).toMatch(/id="pk-1-title-error"[^>]*>Same title twice/);
    expect(html).not.toMatch(/id="pk-1-title"[^>]*aria-invalid/);
    expect(html.match(/aria-label="Remove"/g)).toHaveLength(2);
  });
});
