/** The site-settings global as first seeded; editors change it at /cms → Site settings. */
export const siteSettings = {
  supportEmail: 'support@manara-research.com',
  offices: [{ city: 'Riyadh' }, { city: 'Dubai' }, { city: 'Cairo' }],
  chatLink: 'https://chat.whatsapp.com/manara-research-workgroups',
  officeHours: 'Sunday to Thursday, 9:00–18:00 GMT+3',
  numbersBand: [
    { value: '500+', label: 'Projects delivered' },
    { value: '120+', label: 'Publications supported' },
    { value: '4.9/5', label: 'Average client rating' },
    { value: '10k+', label: 'Learners trained' },
  ],
};
