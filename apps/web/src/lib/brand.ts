import type { RuntimeConfig } from './runtime-config';

/**
 * The brand label picks colours (CSS variables keyed on <html data-brand>), the logo and the
 * favicons; the product name is the page title.
 */
export function applyBrand(config: Pick<RuntimeConfig, 'label' | 'productName'>): void {
  document.documentElement.dataset.brand = config.label;
  document.title = config.productName;
}
