import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index';

describe('@sankalp/shared', () => {
  it('exports the public API from one entry point', () => {
    for (const name of [
      'slugify',
      'matchesSlug',
      'formatINR',
      'toPaise',
      'pujaStatus',
      'eventState',
      'formatViewers',
      'pujaTotal',
      'highlightBoxes',
      'INDIAN_STATES',
      'addressSchema',
      'loginSchema',
      'registerFormSchema',
      'sankalpSchemaFor',
      'pujaBookingSchema',
      'chadhavaForPujaSchema',
      'paymentVerifySchema',
      'settingsSchema',
      'idSchema',
      'DEFAULT_SETTINGS',
    ]) {
      expect(shared, name).toHaveProperty(name);
    }
  });

  it('every exported schema can be turned into JSON Schema (request side) for the API docs', () => {
    const schemas = Object.entries(shared).filter(([name, v]) => name.endsWith('Schema') && v instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThanOrEqual(20);
    for (const [name, schema] of schemas) {
      expect(() => z.toJSONSchema(schema as z.ZodType, { io: 'input' }), name).not.toThrow();
    }
  });
});
