import { describe, expect, it } from 'vitest';
import { lijfrenteRuntimeConfig, testRuntimeConfig } from '../test/fixtures';
import { applyBrand } from './brand';

describe('applyBrand', () => {
  it('sets the brand colours key and the product name as page title', () => {
    applyBrand(lijfrenteRuntimeConfig);
    expect(document.documentElement).toHaveAttribute('data-brand', 'lijfrente');
    expect(document.title).toBe('Beleggersportaal Lijfrente');

    applyBrand(testRuntimeConfig);
    expect(document.documentElement).toHaveAttribute('data-brand', 'vastgoed');
    expect(document.title).toBe('Beleggersportaal Vastgoed');
  });
});
