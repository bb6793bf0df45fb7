/** How investors reach the foundation; shown on the contact page and during maintenance. */
export const FOUNDATION = {
  name: 'Stichting Beleggersportaal Administratiekantoor',
  postalAddress: ['Postbus 75123', '1070 AC Amsterdam'],
  phone: { display: '020 794 25 80', href: 'tel:+31207942580' },
  email: 'info@beleggersportaal.example',
  openingHours: 'maandag tot en met vrijdag van 9.00 tot 17.00 uur',
} as const;
