/** Staff job roles of the spec (part 1 §3): ids 1, 2, 3, 4, 11, 12. */
export const jobRoles = [
  { id: 1, en: 'Head of Institute', mr: 'संस्था प्रमुख' },
  { id: 2, en: 'Trainer', mr: 'प्रशिक्षक' },
  { id: 3, en: 'Assessor', mr: 'मूल्यमापक' },
  { id: 4, en: 'Subject Expert', mr: 'विषय तज्ज्ञ' },
  { id: 11, en: 'Office Staff', mr: 'कार्यालयीन कर्मचारी' },
  { id: 12, en: 'Management', mr: 'व्यवस्थापन' },
];
