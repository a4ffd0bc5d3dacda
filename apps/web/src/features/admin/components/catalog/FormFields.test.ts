import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormProvider, useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorAt, FormArray, FormScope, FormStringList, FormText } from './FormFields';
import { HindiFields } from './HindiFields';

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

describe('the Hindi beside the English (issue 13)', () => {
  type HiValues = {
    title: string;
    points: string[];
    benefits: { title: string }[];
    hi: { title: string; points: string[]; benefits: { title: string }[] };
  };
  const hiValues: HiValues = {
    title: 'Rudrabhishek',
    points: ['Sankalp', 'Video'],
    benefits: [{ title: 'Peace' }, { title: 'Health' }],
    hi: { title: '', points: ['संकल्प'], benefits: [{ title: '' }, { title: 'स्वास्थ्य' }] },
  };
  function renderHi(errors: FieldErrors, children: ReactNode, values: HiValues = hiValues) {
    function Harness() {
      const form = useForm<FieldValues>({ defaultValues: values, errors });
      return h(FormProvider, { ...form, children: h(FormScope, { idPrefix: 'p', children }) });
    }
    return renderToStaticMarkup(h(Harness));
  }

  it('names a form’s Hindi fields under `hi.`, labels them (Hindi), marks them lang="hi", and shows their message', () => {
    const html = renderHi(
      { hi: { title: { type: 'custom', message: 'Too long' } } } as never,
      h(HindiFields, { children: h(FormText, { name: 'title', label: 'catalog.f.title' }) }),
    );
    expect(html).toContain('Hindi (हिन्दी)');
    expect(html).toMatch(/<label for="p-hi-title"[^>]*>Title \(Hindi\)<\/label>/);
    expect(html).toMatch(/<input[^>]*lang="hi"[^>]*name="hi.title"/);
    expect(html).toMatch(/id="p-hi-title-error"[^>]*>Too long/);
    // A message inside opens the section.
    expect(html).toMatch(/<details open=""/);
  });

  it('starts folded when there is no Hindi yet', () => {
    const html = renderHi({}, h(HindiFields, { children: h(FormText, { name: 'title', label: 'catalog.f.title' }) }), {
      ...hiValues,
      hi: { title: ' ', points: [''], benefits: [] },
    });
    expect(html).toMatch(/<details class=/);
  });

  it('puts each list entry’s Hindi beside it, and a row’s Hindi in the row', () => {
    const html = renderHi(
      { hi: { benefits: [undefined, { title: { type: 'custom', message: 'Too long' } }] } } as never,
      [
        h(FormStringList, { key: 'l', name: 'points', label: 'catalog.f.points', hindi: true }),
        h(FormArray, {
          key: 'a',
          name: 'benefits',
          idPrefix: 'b',
          title: 'catalog.f.pujaBenefits',
          hindiList: 'hi.benefits',
          newRow: () => ({ title: '' }),
          row: [
            h(FormText, { key: 't', name: 'title', label: 'catalog.f.heading' }),
            h(HindiFields, { key: 'h', children: h(FormText, { name: 'title', label: 'catalog.f.heading' }) }),
          ],
        }),
      ],
    );
    expect(html).toMatch(
      /<input[^>]*id="p-hi-points-0"[^>]*lang="hi"[^>]*aria-label="Points 1 \(Hindi\)"[^>]*value="संकल्प"/,
    );
    expect(html).toMatch(/id="p-hi-points-1"[^>]*aria-label="Points 2 \(Hindi\)"[^>]*value=""/);
    expect(html).toContain('name="hi.benefits.1.title"');
    expect(html).toMatch(/id="b-1-hi-title-error"[^>]*>Too long/);
  });
});
