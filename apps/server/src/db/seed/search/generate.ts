/**
 * Deterministic demo data for the public institute and course search.
 *
 * `generateSearchData(scale)` builds 862 × scale courses and 2276 × scale institutes (the counts
 * of the statistics strip) over the 38 SSC sectors and the 36 districts / 6 revenue divisions of
 * Maharashtra. Everything comes from seeded PRNG streams, so one scale always gives the same
 * output; there is no I/O beyond the JSON imports of the reference data.
 */

import { mulberry32 } from '../../../platform/seeded-random';
import districtsJson from '../data/maharashtra-districts.json' with { type: 'json' };
import pincodesJson from '../data/maharashtra-pincodes.json' with { type: 'json' };
import talukasJson from '../data/maharashtra-talukas.json' with { type: 'json' };
import { courseTextMr } from './marathi';
import { sectors } from './sectors';

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

export interface NamedRef {
  id: number;
  en: string;
  mr: string;
}

export interface Region extends NamedRef {
  /** `division` value of the districts JSON. */
  division: string;
}

export interface Course {
  id: number;
  code: string;
  name: string;
  sectorId: number;
  categoryId: number;
  durationHours: number;
  durationLabel: string;
  durationLabelMr: string;
  modelCurriculum: string;
  qualificationPack: string;
  courseNorms: string;
  courseNormsMr: string;
  entryQualificationId: number;
}

export type InstituteTypeId = 1 | 2 | 3;

export interface Institute {
  id: number;
  code: string;
  name: string;
  address: string;
  regionId: number;
  districtLgd: number;
  /** 0 where the district has no taluka with an LGD code (Mumbai City, Mumbai Suburban). */
  talukaLgd: number;
  typeId: InstituteTypeId;
  fullTimePartTime: 'F' | 'P';
}

export interface InstituteCourse {
  instituteId: number;
  courseId: number;
  intake: number;
}

export interface SearchData {
  courseCategories: NamedRef[];
  entryQualifications: NamedRef[];
  courses: Course[];
  institutes: Institute[];
  instituteCourses: InstituteCourse[];
}

// ---------------------------------------------------------------------------------------------
// Fixed reference lists
// ---------------------------------------------------------------------------------------------

export const BASE_COURSE_COUNT = 862;
export const BASE_INSTITUTE_COUNT = 2276;
/** Least number of institutes per district at scale 1 (multiplied by the scale). */
export const MIN_INSTITUTES_PER_DISTRICT = 10;
export const MIN_COURSES_PER_INSTITUTE = 2;
export const MAX_COURSES_PER_INSTITUTE = 8;
export const INTAKES = [20, 24, 30, 40, 60] as const;

/** Course categories; the search uses the same list as "course type". */
export const courseCategories: NamedRef[] = [
  { id: 1, en: 'Certificate (Long term)', mr: 'प्रमाणपत्र (दीर्घ मुदत)' },
  { id: 2, en: 'Certificate (Short term)', mr: 'प्रमाणपत्र (अल्प मुदत)' },
  { id: 3, en: 'Diploma', mr: 'पदविका' },
  { id: 4, en: 'Apprenticeship', mr: 'शिकाऊ उमेदवारी (अप्रेंटिसशिप)' },
  { id: 5, en: 'Modular', mr: 'मॉड्युलर' },
];

export const entryQualifications: NamedRef[] = [
  { id: 1, en: 'Below 10th', mr: 'इयत्ता १० वी पेक्षा कमी' },
  { id: 2, en: '10th Pass', mr: 'इयत्ता १० वी उत्तीर्ण' },
  { id: 3, en: '12th Pass', mr: 'इयत्ता १२ वी उत्तीर्ण' },
  { id: 4, en: 'ITI', mr: 'आयटीआय' },
  { id: 5, en: 'Diploma', mr: 'पदविका' },
  { id: 6, en: 'Graduate', mr: 'पदवीधर' },
];

/** The six revenue divisions (regional offices of the board). */
export const regions: Region[] = [
  { id: 1, en: 'Konkan (Mumbai)', mr: 'कोकण (मुंबई)', division: 'Konkan' },
  { id: 2, en: 'Pune', mr: 'पुणे', division: 'Pune' },
  { id: 3, en: 'Nashik', mr: 'नाशिक', division: 'Nashik' },
  {
    id: 4,
    en: 'Chhatrapati Sambhajinagar',
    mr: 'छत्रपती संभाजीनगर',
    division: 'Chhatrapati Sambhajinagar',
  },
  { id: 5, en: 'Amravati', mr: 'अमरावती', division: 'Amravati' },
  { id: 6, en: 'Nagpur', mr: 'नागपूर', division: 'Nagpur' },
];

interface Duration {
  label: string;
  hours: number;
}

/** Hours of a month-based duration follow the DGT norm of 1600 hours a year. */
export const DURATIONS: readonly Duration[] = [
  { label: '30 Hours', hours: 30 },
  { label: '45 Hours', hours: 45 },
  { label: '60 Hours', hours: 60 },
  { label: '90 Hours', hours: 90 },
  { label: '120 Hours', hours: 120 },
  { label: '180 Hours', hours: 180 },
  { label: '240 Hours', hours: 240 },
  { label: '3 Months', hours: 400 },
  { label: '6 Months', hours: 800 },
  { label: '1 Year', hours: 1600 },
  { label: '2 Years', hours: 3200 },
];
export const MIN_DURATION_HOURS = 30;
export const MAX_DURATION_HOURS = 3200;

/** Duration index (into DURATIONS) → weight, per course category. */
const CATEGORY_DURATIONS: Record<number, Record<number, number>> = {
  1: { 8: 3, 9: 4, 10: 2 },
  2: { 0: 1, 2: 2, 3: 2, 4: 2, 5: 1, 6: 1, 7: 3 },
  3: { 9: 2, 10: 3 },
  4: { 8: 2, 9: 3, 10: 1 },
  5: { 0: 3, 1: 1, 2: 3, 3: 2, 4: 1 },
};

/** Entry qualification id → weight, per course category. */
const CATEGORY_QUALIFICATIONS: Record<number, Record<number, number>> = {
  1: { 2: 5, 3: 3, 4: 0.5 },
  2: { 1: 3, 2: 4, 3: 2, 4: 0.5, 5: 0.2, 6: 0.3 },
  3: { 2: 4, 3: 4, 4: 1 },
  4: { 2: 3, 3: 2, 4: 4, 5: 1 },
  5: { 1: 2, 2: 3, 3: 2, 4: 2, 5: 1, 6: 1 },
};

type SectorGroup = 'tech' | 'service' | 'craft';

interface SectorMeta {
  /** Prefix of the course code, e.g. AUT-0001. */
  code: string;
  /** Prefix of the qualification pack, as the sector skill council writes it. */
  qp: string;
  group: SectorGroup;
  /** Relative share of the courses. */
  weight: number;
  roles: string[];
  /** Institute name endings used by private institutes focused on the sector. */
  kinds?: string[];
}

/** Keyed by sector id (see sectors.ts). */
const SECTOR_META: Record<number, SectorMeta> = {
  1: {
    code: 'AGR',
    qp: 'AGR',
    group: 'craft',
    weight: 1.2,
    roles: [
      'Organic Grower',
      'Dairy Farmer / Entrepreneur',
      'Agriculture Extension Service Provider',
      'Micro Irrigation Technician',
      'Tractor Operator',
      'Mushroom Grower',
      'Floriculturist – Protected Cultivation',
      'Greenhouse Operator',
      'Quality Seed Grower',
      'Small Poultry Farmer',
      'Sericulturist',
      'Aquaculture Worker',
      'Gardener',
    ],
    kinds: ['Agricultural Training Centre', 'Institute of Agri-Business'],
  },
  2: {
    code: 'APP',
    qp: 'AMH',
    group: 'craft',
    weight: 1.2,
    roles: [
      'Sewing Machine Operator',
      'Self Employed Tailor',
      'Hand Embroiderer',
      'Fashion Designer',
      'Pattern Maker',
      'Specialised Sewing Machine Operator',
      'Quality Checker – Apparel',
      'Cutter – Apparel',
      'Finisher – Apparel',
      'Sampling Tailor',
      'Merchandiser – Apparel',
      'Machine Embroidery Operator',
    ],
    kinds: ['Fashion & Tailoring Institute', 'Institute of Fashion Technology'],
  },
  3: {
    code: 'AUT',
    qp: 'ASC',
    group: 'tech',
    weight: 1.4,
    roles: [
      'Automotive Service Technician',
      'Two Wheeler Service Technician',
      'Automotive Electrician',
      'Four Wheeler Service Assistant',
      'Automotive Welding Machine Operator',
      'Automotive Painter',
      'Denter & Body Repair Technician',
      'Car Washer',
      'Automotive Sales Consultant',
      'Light Motor Vehicle Driver',
      'Electric Vehicle Service Technician',
      'Automotive CNC Machining Technician',
      'Tyre Service Technician',
      'Automotive Battery Repair Technician',
    ],
    kinds: ['Automobile Training Institute', 'Institute of Automobile Engineering'],
  },
  4: {
    code: 'BEA',
    qp: 'BWS',
    group: 'service',
    weight: 1,
    roles: [
      'Assistant Beauty Therapist',
      'Beauty Therapist',
      'Assistant Hair Stylist',
      'Hair Stylist',
      'Nail Technician',
      'Bridal, Fashion & Photographic Make-up Artist',
      'Assistant Spa Therapist',
      'Spa Therapist',
      'Yoga Instructor',
      'Pedicurist & Manicurist',
      'Mehendi Artist',
      'Ayurveda Wellness Practitioner',
    ],
    kinds: ['Beauty & Wellness Academy', 'Institute of Cosmetology'],
  },
  5: {
    code: 'BFS',
    qp: 'BSC',
    group: 'service',
    weight: 0.9,
    roles: [
      'Business Correspondent & Business Facilitator',
      'Accounts Executive',
      'Loan Approval Officer',
      'Microfinance Executive',
      'Mutual Fund Agent',
      'Insurance Agent',
      'Debt Recovery Agent',
      'Banking Sales Representative',
      'GST Accounts Assistant',
      'Equity Dealer',
      'Credit Processing Officer',
    ],
    kinds: ['Institute of Banking & Finance', 'Commerce & Accounts Academy'],
  },
  6: {
    code: 'CAP',
    qp: 'CSC',
    group: 'tech',
    weight: 1.3,
    roles: [
      'CNC Operator – Turning',
      'CNC Operator – Vertical Machining Centre',
      'Fitter – Mechanical Assembly',
      'Manual Metal Arc Welder',
      'Draughtsman – Mechanical',
      'Machinist – Conventional',
      'Fitter – Electrical & Electronic Assembly',
      'Tool Room Technician',
      'Quality Inspector – Mechanical',
      'Hydraulics & Pneumatics Technician',
      'Maintenance Fitter',
      'CNC Programmer',
      'Grinding Machine Operator',
    ],
    kinds: ['Tool Room & Training Centre', 'CNC Training Centre'],
  },
  7: {
    code: 'CON',
    qp: 'CON',
    group: 'tech',
    weight: 1.2,
    roles: [
      'Assistant Mason',
      'Mason General',
      'Bar Bender & Steel Fixer',
      'Shuttering Carpenter',
      'Construction Painter & Decorator',
      'Tile Setter',
      'Assistant Electrician',
      'Scaffolder',
      'Construction Site Supervisor',
      'Assistant Surveyor',
      'Waterproofing Technician',
      'Construction Lab & Field Technician',
      'Rural Mason',
    ],
    kinds: ['Construction Skills Academy'],
  },
  8: {
    code: 'DOM',
    qp: 'DWC',
    group: 'service',
    weight: 0.5,
    roles: [
      'General Housekeeper',
      'Cook',
      'Child Caretaker',
      'Elderly Caretaker',
      'Housekeeper cum Cook',
      'Domestic Driver',
      'Domestic Gardener',
      'Companion – Elderly',
      'Domestic Laundry Operator',
    ],
  },
  9: {
    code: 'ELE',
    qp: 'ELE',
    group: 'tech',
    weight: 1.5,
    roles: [
      'Field Technician – Computing & Peripherals',
      'Field Technician – Networking & Storage',
      'CCTV Installation Technician',
      'LED Light Repair Technician',
      'Mobile Phone Hardware Repair Technician',
      'Field Technician – Other Home Appliances',
      'Field Technician – Air Conditioner',
      'DTH Set Top Box Installer & Service Technician',
      'Assembly Operator – RAC',
      'SMT Operator',
      'IoT Hardware Analyst',
      'Embedded Software Engineer',
      'Electronics Repair Technician',
    ],
    kinds: ['Institute of Electronics', 'Electronics & Mobile Repairing Institute'],
  },
  10: {
    code: 'FOO',
    qp: 'FIC',
    group: 'craft',
    weight: 1,
    roles: [
      'Baking Technician',
      'Craft Baker',
      'Jam, Jelly & Ketchup Processing Technician',
      'Pickle Making Technician',
      'Dairy Products Processor',
      'Fruit & Vegetable Processing Technician',
      'Food Safety Supervisor',
      'Spice Processing Technician',
      'Fish & Seafood Processing Technician',
      'Millet Products Processor',
      'Rice Mill Operator',
      'Cold Storage Technician',
    ],
    kinds: ['Food Processing Training Centre'],
  },
  11: {
    code: 'FUR',
    qp: 'FFS',
    group: 'tech',
    weight: 0.7,
    roles: [
      'Carpenter – Wooden Furniture',
      'Assistant Carpenter – Wooden Furniture',
      'Modular Furniture Assembler',
      'Upholsterer',
      'Wood Polisher',
      'Furniture Designer',
      'CNC Router Operator – Furniture',
      'Installation Carpenter – Interiors',
      'Sales Executive – Furniture & Fittings',
      'Kitchen Cabinet Installer',
    ],
  },
  12: {
    code: 'GEM',
    qp: 'GJC',
    group: 'craft',
    weight: 0.6,
    roles: [
      'Goldsmith – Frame',
      'Hand Jewellery Setter',
      'Diamond Sorter',
      'Jewellery Designer – CAD',
      'Jewellery Retail Sales Associate',
      'Polisher – Jewellery',
      'Gemstone Cutter & Polisher',
      'Casting Technician – Jewellery',
      'Enameller – Jewellery',
      'Hallmarking Assistant',
    ],
  },
  13: {
    code: 'GRN',
    qp: 'SGJ',
    group: 'tech',
    weight: 0.9,
    roles: [
      'Solar PV Installer – Suryamitra',
      'Solar PV Installer (Electrical)',
      'Solar Water Heater Installer',
      'Rooftop Solar Grid Engineer',
      'Wind Turbine Service Technician',
      'Biogas Plant Technician',
      'Composting Technician',
      'Sewage Treatment Plant Helper',
      'E-Waste Collector',
      'Rainwater Harvesting Technician',
      'Energy Auditor Assistant',
      'Small Hydro Power Plant Technician',
    ],
    kinds: ['Solar Skill Academy'],
  },
  14: {
    code: 'HAN',
    qp: 'HCS',
    group: 'craft',
    weight: 0.8,
    roles: [
      'Bamboo Basket Maker',
      'Hand Block Printer',
      'Carpet Weaver – Hand Knotted',
      'Terracotta Craftsperson',
      'Warli Painter',
      'Stone Carver',
      'Wood Carver',
      'Papier-Mâché Artisan',
      'Lac Bangle Maker',
      'Dokra Artisan',
      'Pottery Wheel Artisan',
      'Brass & Copperware Artisan',
    ],
  },
  15: {
    code: 'HLT',
    qp: 'HSS',
    group: 'service',
    weight: 1.4,
    roles: [
      'General Duty Assistant',
      'Home Health Aide',
      'Emergency Medical Technician – Basic',
      'Phlebotomy Technician',
      'Dialysis Technician',
      'Medical Laboratory Technician',
      'Diabetes Educator',
      'X-Ray Technician',
      'Vision Technician',
      'Pharmacy Assistant',
      'Operation Theatre Technician',
      'Medical Records Assistant',
      'Dental Assistant',
    ],
    kinds: ['Institute of Paramedical Sciences', 'Paramedical Training Centre'],
  },
  16: {
    code: 'HYD',
    qp: 'HYC',
    group: 'tech',
    weight: 0.6,
    roles: [
      'Fitter – Piping',
      'CNG Dispenser Attendant',
      'PNG Pipeline Fitter',
      'Pipeline Welder – Oil & Gas',
      'Rigger – Hydrocarbon',
      'Process Plant Operator – Refinery',
      'Retail Outlet Attendant – Petroleum',
      'LPG Mechanic',
      'Drilling Floor Hand',
      'Instrument Technician – Hydrocarbon',
    ],
  },
  17: {
    code: 'INF',
    qp: 'IES',
    group: 'tech',
    weight: 0.6,
    roles: [
      'Backhoe Loader Operator',
      'Excavator Operator',
      'Mobile Crane Operator',
      'Transit Mixer Operator',
      'Motor Grader Operator',
      'Road Roller Operator',
      'Concrete Batching Plant Operator',
      'Construction Equipment Mechanic',
      'Tower Crane Operator',
      'Hydraulic Excavator Service Technician',
    ],
  },
  18: {
    code: 'IRN',
    qp: 'ISC',
    group: 'tech',
    weight: 0.6,
    roles: [
      'Blast Furnace Operator',
      'Ladle Repairer',
      'Fitter – Rolling Mill',
      'Crane Operator – Steel Plant',
      'Steel Melting Shop Operator',
      'Rolling Mill Operator',
      'Heat Treatment Technician',
      'Electrician – Steel Plant',
      'Refractory Mason',
      'Coke Oven Operator',
      'Sponge Iron Plant Operator',
    ],
  },
  19: {
    code: 'ITS',
    qp: 'SSC',
    group: 'service',
    weight: 1.6,
    roles: [
      'Domestic Data Entry Operator',
      'CRM Domestic Voice',
      'CRM Domestic Non-Voice',
      'Junior Software Developer',
      'Web Developer',
      'Technical Support Engineer',
      'Associate – Data Analytics',
      'Security Analyst',
      'Cloud Application Developer',
      'Junior Data Associate',
      'Mobile Application Developer',
      'UI/UX Designer',
      'AI – Machine Learning Engineer',
    ],
    kinds: ['Computer Institute', 'Institute of Information Technology', 'Computer Education Centre'],
  },
  20: {
    code: 'LEA',
    qp: 'LSS',
    group: 'craft',
    weight: 0.6,
    roles: [
      'Stitching Operator – Footwear',
      'Cutter – Footwear',
      'Kolhapuri Chappal Artisan',
      'Leather Goods Stitcher',
      'Tanning Operator',
      'Finishing Operator – Leather',
      'Footwear Designer',
      'Pattern Maker – Leather Goods',
      'Lasting Operator',
      'Leather Garment Tailor',
      'Quality Inspector – Footwear',
    ],
  },
  21: {
    code: 'LIF',
    qp: 'LFS',
    group: 'service',
    weight: 0.8,
    roles: [
      'Production Machine Operator – Pharma',
      'Lab Assistant – Pharma',
      'Quality Control Chemist',
      'Packaging Operator – Pharma',
      'Documentation Officer – Life Sciences',
      'Medical Representative',
      'Biotech Lab Assistant',
      'Clinical Research Associate',
      'Warehouse Assistant – Pharma',
      'Fermentation Technician',
      'Microbiology Lab Assistant',
    ],
  },
  22: {
    code: 'LOG',
    qp: 'LSC',
    group: 'service',
    weight: 1,
    roles: [
      'Warehouse Packer',
      'Courier Delivery Executive',
      'Forklift Operator',
      'Inventory Clerk',
      'Consignment Booking Assistant',
      'Loader / Unloader',
      'Supply Chain Executive',
      'Cold Chain Technician',
      'EXIM Documentation Assistant',
      'Commercial Vehicle Driver',
      'Dispatch Supervisor',
      'Warehouse Picker',
      'Last Mile Delivery Rider',
    ],
    kinds: ['Logistics & Supply Chain Academy'],
  },
  23: {
    code: 'MGT',
    qp: 'MEP',
    group: 'service',
    weight: 0.8,
    roles: [
      'Office Assistant',
      'Front Office Executive',
      'Business Development Executive',
      'HR Assistant',
      'Executive Assistant',
      'Micro Entrepreneur',
      'Payroll Executive',
      'Office Operations Executive',
      'Facility Management Executive',
      'Event Coordinator',
      'Customer Service Executive',
    ],
    kinds: ['Institute of Management Studies', 'Entrepreneurship Development Centre'],
  },
  24: {
    code: 'MED',
    qp: 'MES',
    group: 'service',
    weight: 1,
    roles: [
      'Graphic Designer',
      '2D Animator',
      'Video Editor',
      'Assistant Cameraman',
      'Sound Recordist',
      'VFX Artist',
      'Social Media Executive',
      'Content Writer',
      'Radio Jockey',
      'Dubbing Artist',
      'Lighting Technician',
      'Game Designer',
      'Storyboard Artist',
      'Rotoscope Artist',
    ],
    kinds: ['Institute of Animation & Multimedia', 'Film & Media Academy'],
  },
  25: {
    code: 'MIN',
    qp: 'MIN',
    group: 'tech',
    weight: 0.5,
    roles: [
      'Blaster – Opencast',
      'Dumper Operator',
      'Drill Operator – Opencast',
      'Mine Surveyor Assistant',
      'Underground Loader Operator',
      'Mine Electrician',
      'Shovel Operator',
      'Mine Fitter',
      'Mining Mate',
      'Belt Conveyor Operator',
    ],
  },
  26: {
    code: 'PNT',
    qp: 'PCS',
    group: 'tech',
    weight: 0.5,
    roles: [
      'Painter – Decorative',
      'Spray Painter – Industrial',
      'Powder Coating Operator',
      'Wood Finish Applicator',
      'Waterproofing Applicator',
      'Paint Shade Technician',
      'Industrial Coating Inspector',
      'Paint Sales Associate',
      'Texture Painting Specialist',
      'Floor Coating Applicator',
    ],
  },
  27: {
    code: 'PWD',
    qp: 'PWD',
    group: 'craft',
    weight: 0.8,
    roles: [
      'Domestic Data Entry Operator (Locomotor Disability)',
      'Retail Sales Associate (Hearing Impairment)',
      'Food & Beverage Service Steward (Hearing Impairment)',
      'Housekeeping Attendant (Intellectual Disability)',
      'CRM Domestic Non-Voice (Visual Impairment)',
      'Sewing Machine Operator (Locomotor Disability)',
      'Bakery Helper (Intellectual Disability)',
      'Assistant Beauty Therapist (Hearing Impairment)',
      'Mobile Phone Repair Technician (Locomotor Disability)',
      'Braille Transcriber',
      'Indian Sign Language Interpreter',
    ],
    kinds: ['Divyang Vocational Rehabilitation Centre'],
  },
  28: {
    code: 'PLB',
    qp: 'PSC',
    group: 'tech',
    weight: 0.6,
    roles: [
      'Plumber General',
      'Plumber Helper',
      'Plumber – Pipe Fitting',
      'Plumbing Supervisor',
      'Plumber – Water Supply',
      'Plumber – Fire Fighting Systems',
      'Plumber – Drainage',
      'Plumbing Installation Technician',
      'Plumber – Sanitation',
      'Plumbing Estimator',
    ],
  },
  29: {
    code: 'PWR',
    qp: 'PSS',
    group: 'tech',
    weight: 0.9,
    roles: [
      'Distribution Lineman',
      'Meter Reader',
      'Technician – Substation Operation',
      'Power Plant Operator',
      'Electrician – Domestic',
      'Cable Jointer',
      'Electrical Helper',
      'Transformer Repair Technician',
      'Energy Meter Tester',
      'Transmission Line Maintenance Technician',
      'Hot Line Maintenance Technician',
    ],
  },
  30: {
    code: 'RET',
    qp: 'RAS',
    group: 'service',
    weight: 1,
    roles: [
      'Retail Sales Associate',
      'Retail Trainee Associate',
      'Cashier',
      'Distributor Salesman',
      'Retail Store Operations Assistant',
      'Visual Merchandiser',
      'Retail Team Leader',
      'Department Manager – Retail',
      'E-commerce Executive',
      'Customer Care Executive – Retail',
      'Individual Sales Professional',
      'Inventory Associate – Retail',
    ],
    kinds: ['Retail Skills Academy'],
  },
  31: {
    code: 'RUB',
    qp: 'RSC',
    group: 'tech',
    weight: 0.7,
    roles: [
      'Mill Operator – Rubber',
      'Tyre Building Operator',
      'Plastic Injection Moulding Operator',
      'Blow Moulding Operator',
      'Extrusion Operator – Plastics',
      'Chemical Plant Operator',
      'Laboratory Chemist – Petrochemicals',
      'Compounding Operator – Rubber',
      'Rubber Products Quality Inspector',
      'Agrochemical Formulation Operator',
    ],
  },
  32: {
    code: 'SPT',
    qp: 'SPF',
    group: 'service',
    weight: 0.6,
    roles: [
      'Fitness Trainer',
      'Group Fitness Trainer',
      'Yoga Fitness Trainer',
      'Sports Massage Therapist',
      'Assistant Swimming Coach',
      'Lifeguard',
      'Community Sports Coach',
      'Gym Instructor',
      'Sports Facility Manager',
      'Aerobics Instructor',
      'Adventure Sports Guide',
    ],
    kinds: ['Fitness Academy'],
  },
  33: {
    code: 'TEL',
    qp: 'TEL',
    group: 'tech',
    weight: 0.8,
    roles: [
      'Optical Fibre Splicer',
      'Tower Technician',
      'Handset Repair Engineer',
      'Broadband Technician',
      'In-store Promoter – Telecom',
      'Telecom Customer Care Executive',
      'Telecom Tower Rigger',
      '5G Network Technician',
      'Field Sales Executive – Telecom',
      'Installation Technician – FTTH',
      'Telecom Infrastructure Supervisor',
    ],
  },
  34: {
    code: 'TEX',
    qp: 'TSC',
    group: 'craft',
    weight: 1.1,
    roles: [
      'Handloom Weaver',
      'Paithani Weaver',
      'Himroo Weaver',
      'Powerloom Operator',
      'Ring Frame Tenter',
      'Two-for-One Twister Operator',
      'Winding Operator',
      'Dyeing Machine Operator',
      'Textile Printing Technician',
      'Jacquard Designer',
      'Warping Machine Operator',
      'Knitting Machine Operator',
      'Fabric Checker',
    ],
    kinds: ['Textile Training Centre'],
  },
  35: {
    code: 'TOU',
    qp: 'THC',
    group: 'service',
    weight: 1.2,
    roles: [
      'Food & Beverage Service Steward',
      'Commis Chef',
      'Front Office Associate',
      'Room Attendant',
      'Multi Cuisine Cook',
      'Local Tour Guide',
      'Travel Consultant',
      'Housekeeping Supervisor',
      'Barista',
      'Homestay Host',
      'Kitchen Steward',
      'Guest Service Associate',
      'Tandoor Chef',
    ],
    kinds: ['Institute of Hotel Management', 'Hospitality & Catering Academy'],
  },
  36: {
    code: 'AER',
    qp: 'AAS',
    group: 'tech',
    weight: 0.7,
    roles: [
      'Aviation Ground Operations Associate',
      'Cabin Crew',
      'Customer Service Executive – Airport',
      'Air Cargo Associate',
      'Drone Pilot',
      'Drone Service Technician',
      'Aircraft Maintenance Technician – Mechanical',
      'Aerospace Structures Assembly Technician',
      'Airport Ramp Associate',
      'Airline Reservation Agent',
      'Aerospace Composites Technician',
    ],
    kinds: ['Aviation Academy'],
  },
  37: {
    code: 'INS',
    qp: 'IAS',
    group: 'tech',
    weight: 0.7,
    roles: [
      'Instrumentation Technician',
      'Calibration Technician',
      'Field Instrumentation Technician',
      'Process Instrumentation Technician',
      'PLC Programmer',
      'SCADA Operator',
      'Control Panel Wiring Technician',
      'Analytical Instrument Technician',
      'Industrial Automation Technician',
      'Medical Equipment Maintenance Technician',
    ],
  },
  38: {
    code: 'SEC',
    qp: 'SEC',
    group: 'service',
    weight: 0.6,
    roles: [
      'Unarmed Security Guard',
      'Armed Security Guard',
      'Security Supervisor',
      'Security Surveillance Operator',
      'Personal Security Officer',
      'Event Security Guard',
      'Cash-in-Transit Guard',
      'Industrial Security Guard',
      'Control Room Operator',
      'Dog Handler – Security',
    ],
    kinds: ['Security Training Academy'],
  },
};

/** Name qualifiers used once the plain job roles of a sector are used up. */
const VARIANTS = [
  '',
  'Level 3',
  'Level 4',
  'Advanced',
  'Level 5',
  'Foundation',
  'Refresher',
  'Upskilling',
  'Specialisation',
  'Level 6',
] as const;
const HIGH_VARIANTS = new Set<string>(['Advanced', 'Level 5', 'Level 6', 'Specialisation']);
const SHORT_VARIANTS = new Set<string>(['Foundation', 'Refresher', 'Upskilling']);

// --- Districts ---------------------------------------------------------------------------------

interface DistrictMeta {
  code: string;
  /** Census 2011 population in thousands (Thane without Palghar). */
  population: number;
  /** Extra weight for the big urban and industrial districts. */
  boost?: number;
  /** Taluka name → weight (default 1) for the district headquarters and industrial towns. */
  hubs?: Record<string, number>;
}

export const DISTRICT_META: Record<number, DistrictMeta> = {
  466: {
    code: 'AHL',
    population: 4543,
    hubs: { Ahilyanagar: 4, Sangamner: 2, Shrirampur: 2, Kopargaon: 1.5 },
  },
  467: { code: 'AKL', population: 1814, hubs: { Akola: 4 } },
  468: { code: 'AMT', population: 2889, hubs: { Amravati: 4, Achalpur: 2 } },
  469: {
    code: 'CSN',
    population: 3701,
    boost: 1.15,
    hubs: { 'Chhatrapati Sambhajinagar': 6, Gangapur: 2, Paithan: 1.5 },
  },
  470: { code: 'BED', population: 2585, hubs: { Bid: 4, Ambejogai: 2, Parli: 1.5 } },
  471: { code: 'BHA', population: 1200, hubs: { Bhandara: 3, Tumsar: 1.5 } },
  472: { code: 'BUL', population: 2586, hubs: { Buldana: 3, Khamgaon: 2, Malkapur: 1.5 } },
  473: { code: 'CHA', population: 2204, hubs: { Chandrapur: 4, Ballarpur: 2, Warora: 1.5 } },
  474: { code: 'DHU', population: 2051, hubs: { Dhule: 3, Shirpur: 2 } },
  475: { code: 'GAD', population: 1073, hubs: { Gadchiroli: 3 } },
  476: { code: 'GON', population: 1323, hubs: { Gondiya: 4 } },
  477: { code: 'HIN', population: 1177, hubs: { Hingoli: 3, Basmath: 1.5 } },
  478: { code: 'JAL', population: 4230, hubs: { Jalgaon: 4, Bhusawal: 2, Chalisgaon: 1.5, Amalner: 1.5 } },
  479: { code: 'JLN', population: 1960, hubs: { Jalna: 4 } },
  480: { code: 'KOL', population: 3876, hubs: { Karvir: 5, Hatkanangle: 3, Kagal: 1.5 } },
  481: { code: 'LAT', population: 2454, hubs: { Latur: 4, Udgir: 2 } },
  482: { code: 'MUM', population: 3085 },
  483: { code: 'MSU', population: 9357, boost: 1.2 },
  484: {
    code: 'NAG',
    population: 4654,
    boost: 1.45,
    hubs: { 'Nagpur (Urban)': 8, 'Nagpur (Rural)': 2, Hingna: 2.5, Kamptee: 2 },
  },
  485: { code: 'NAN', population: 3361, hubs: { Nanded: 4 } },
  486: { code: 'NDB', population: 1648, hubs: { Nandurbar: 3, Shahade: 2 } },
  487: {
    code: 'NSK',
    population: 6107,
    boost: 1.2,
    hubs: { Nashik: 7, Malegaon: 2.5, Sinnar: 2, Niphad: 1.5 },
  },
  488: { code: 'DHA', population: 1658, hubs: { Dharashiv: 3, Umarga: 1.5, Tuljapur: 1.5 } },
  489: { code: 'PAR', population: 1836, hubs: { Parbhani: 4 } },
  490: {
    code: 'PUN',
    population: 9429,
    boost: 1.4,
    hubs: { 'Pune City': 8, Haveli: 5, Khed: 2, Mawal: 2, Baramati: 2, Mulshi: 1.5 },
  },
  491: { code: 'RAI', population: 2634, hubs: { Panvel: 4, Alibag: 2, Pen: 1.5, Khalapur: 1.5, Uran: 1.5 } },
  492: { code: 'RAT', population: 1615, hubs: { Ratnagiri: 3, Chiplun: 2 } },
  493: { code: 'SAN', population: 2822, hubs: { Miraj: 4, Walwa: 2, Tasgaon: 1.5 } },
  494: { code: 'SAT', population: 3004, hubs: { Satara: 4, Karad: 3, Phaltan: 1.5 } },
  495: { code: 'SIN', population: 850, hubs: { Kudal: 2, Sawantwadi: 2, Kankavli: 2 } },
  496: {
    code: 'SOL',
    population: 4318,
    hubs: { 'Solapur North': 5, 'Solapur South': 2, Pandharpur: 2, Barshi: 2 },
  },
  497: {
    code: 'THA',
    population: 8070,
    boost: 1.15,
    hubs: { Thane: 6, Kalyan: 4, Bhiwandi: 2.5, Ulhasnagar: 2.5, Ambarnath: 2.5 },
  },
  498: { code: 'WAR', population: 1301, hubs: { Wardha: 3, Hinganghat: 2 } },
  499: { code: 'WAS', population: 1197, hubs: { Washim: 3 } },
  500: { code: 'YAV', population: 2772, hubs: { Yavatmal: 4, Pusad: 2, Wani: 1.5 } },
  665: { code: 'PAL', population: 2990, hubs: { Vasai: 6, Palghar: 3, Dahanu: 1.5 } },
};

// --- Institute names and addresses -----------------------------------------------------------

const GOV_KINDS = [
  'Government ITI',
  'Government Industrial Training Institute',
  'Government ITI (Women)',
  'Government Technical High School',
  'Government Vocational Training Centre',
  'Pramod Mahajan Grameen Kaushalya Vikas Kendra',
  'Zilla Parishad Skill Development Centre',
  'Government Polytechnic Skill Centre',
];
const GOV_KIND_WEIGHTS = [8, 2, 1.5, 1, 1, 1.5, 1, 1];

const HONOREES = [
  'Chhatrapati Shivaji Maharaj',
  'Mahatma Jyotiba Phule',
  'Krantijyoti Savitribai Phule',
  'Dr. Babasaheb Ambedkar',
  'Rajarshi Shahu Maharaj',
  'Lokmanya Tilak',
  'Swami Vivekanand',
  'Sant Gadge Baba',
  'Sant Dnyaneshwar',
  'Sant Tukaram',
  'Sant Eknath',
  'Yashwantrao Chavan',
  'Karmaveer Bhaurao Patil',
  'Annasaheb Patil',
  'Rajmata Jijau',
  'Punyashlok Ahilyadevi Holkar',
  'Vasantrao Naik',
  'Krantisinh Nana Patil',
  'Shahid Bhagat Singh',
  'Netaji Subhash Chandra Bose',
  'Sane Guruji',
  'Rashtrasant Tukdoji Maharaj',
  'Lal Bahadur Shastri',
  'Maulana Azad',
];

const PRIVATE_PREFIXES = [
  'Shri Sai',
  'Om Sai',
  'Shree Ganesh',
  'Shri Datta',
  'Jai Bhavani',
  'Jai Malhar',
  'Vitthal Rukmini',
  'Siddhivinayak',
  'Mauli',
  'Samarth',
  'Shivneri',
  'Pragati',
  'Navjeevan',
  'Unnati',
  'Prerana',
  'Yashoda',
  'Disha',
  'Aadarsh',
  'Srushti',
  'Kalpataru',
  'Lokseva',
  'Janseva',
  'Sunrise',
  'Bright Future',
  'Excel',
  'Vision',
  'Progressive',
  'Modern',
  'Apex',
  'Pioneer',
  'Career Point',
  'Gurukul',
  'Saraswati',
  'Dnyanganga',
  'Vidyadeep',
  'Sanskar',
  'Pratibha',
  'Udaan',
  'Shubham',
  'Akshar',
];

/** Regional name prefixes, keyed by region id. */
const REGIONAL_PREFIXES: Record<number, string[]> = {
  1: ['Konkan', 'Sagar', 'Parshuram', 'Aarey'],
  2: ['Sahyadri', 'Krishna Valley', 'Deccan', 'Panchganga'],
  3: ['Godavari', 'Khandesh', 'Tapi Valley', 'Saptashrungi'],
  4: ['Marathwada', 'Ajanta', 'Ellora', 'Manjara'],
  5: ['Vidarbha', 'Ambadevi', 'Satpuda', 'Purna Valley'],
  6: ['Vidarbha', 'Wainganga', 'Orange City', 'Tadoba'],
};

const AIDED_KINDS = [
  'Technical Institute',
  'Industrial Training Centre',
  'Tantraniketan',
  'Vocational High School',
  'Audyogik Prashikshan Kendra',
  'Kaushalya Vikas Kendra',
  'Institute of Technology',
];

const PRIVATE_KINDS = [
  'Vocational Training Institute',
  'Skill Academy',
  'Institute of Technology',
  'Technical Institute',
  'Skill Development Centre',
  'Private ITI',
  'Industrial Training Centre',
  'Career Academy',
  'Institute of Vocational Studies',
  'Kaushalya Kendra',
];

const ROADS = [
  'Station Road',
  'Main Road',
  'College Road',
  'Market Yard Road',
  'M.G. Road',
  'Shivaji Road',
  'Tilak Road',
  'Ambedkar Road',
  'Bus Stand Road',
  'Highway Road',
];
const LANDMARKS = [
  'ST Bus Stand',
  'Tahsil Office',
  'Panchayat Samiti Office',
  'Railway Station',
  'Police Station',
  'Zilla Parishad School',
  'Market Yard',
  'Rural Hospital',
  'Post Office',
  'Hanuman Mandir',
  'Krishi Utpanna Bazar Samiti',
  'Nagar Parishad Office',
];
const URBAN_LANDMARKS = ['Railway Station', 'Police Station', 'Post Office', 'BEST Bus Depot', 'Municipal School'];
const COMPLEX_NAMES = ['Shivam', 'Laxmi', 'Ganga', 'Sai', 'Gajanan', 'Prabhat', 'Mangalmurti', 'Sankalp', 'Suyash'];
const COMPLEX_KINDS = ['Complex', 'Plaza', 'Bhavan', 'Shopping Centre', 'Arcade'];
const FLOORS = ['Ground Floor', '1st Floor', '2nd Floor', '3rd Floor'];

// ---------------------------------------------------------------------------------------------
// PRNG and helpers
// ---------------------------------------------------------------------------------------------

/** FNV-1a hash of a label: one independent PRNG stream per part of the data. */
function seedOf(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Rng {
  readonly next: () => number;
  constructor(label: string) {
    this.next = mulberry32(seedOf(label));
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}

/** Weighted choice of a key of `weights` (keys are numbers); cumulative table built once. */
class Weighted<T> {
  private readonly items: T[];
  private readonly cumulative: number[];
  constructor(items: readonly T[], weights: readonly number[]) {
    this.items = [...items];
    this.cumulative = [];
    let sum = 0;
    for (const w of weights) {
      sum += w;
      this.cumulative.push(sum);
    }
  }
  static ofRecord(record: Record<number, number>): Weighted<number> {
    const keys = Object.keys(record).map(Number);
    return new Weighted(
      keys,
      keys.map((k) => record[k] ?? 0),
    );
  }
  pick(rng: Rng): T {
    const total = this.cumulative[this.cumulative.length - 1] ?? 0;
    const x = rng.next() * total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] ?? 0) > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

/**
 * Splits `total` into parts proportional to `weights` (largest remainder, ties to the lower
 * index), each part at least `min` (lowered when the total cannot give every part that much).
 */
export function apportion(total: number, weights: readonly number[], min = 0): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const floorMin = Math.min(min, Math.floor(total / n));
  const rest = total - floorMin * n;
  const sum = weights.reduce((a, b) => a + b, 0);
  const quotas = weights.map((w) => (sum > 0 ? (rest * w) / sum : rest / n));
  const parts = quotas.map((q) => Math.floor(q));
  let left = rest - parts.reduce((a, b) => a + b, 0);
  const order = quotas.map((q, i) => ({ i, r: q - Math.floor(q) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % n, left--) {
    const idx = order[k]?.i ?? 0;
    parts[idx] = (parts[idx] ?? 0) + 1;
  }
  return parts.map((p) => p + floorMin);
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// Geography (independent of the scale: built once)
// ---------------------------------------------------------------------------------------------

interface Locality {
  name: string;
  pincode: string;
}

interface TalukaInfo {
  /** 0 for the pseudo-taluka of a district without usable talukas. */
  lgd: number;
  name: string;
  weight: number;
  towns: Locality[];
  villages: Locality[];
}

interface DistrictInfo {
  lgd: number;
  nameEn: string;
  code: string;
  regionId: number;
  weight: number;
  /** True when the talukas are real (have LGD codes). */
  hasTalukas: boolean;
  talukas: TalukaInfo[];
  /** Every town of the district, for talukas without a PIN of their own. */
  towns: Locality[];
}

/** Post-office name → locality name, or undefined when it does not read as a place name. */
function cleanOffice(office: string): { name: string; town: boolean } | undefined {
  const m = /^(.*?)\s*(B\.O|S\.O|H\.O|EB\.O|SO|BO|HO|G\.P\.O\.|GPO)\s*(\([^)]*\))?$/.exec(office.trim());
  if (!m) return undefined;
  const name = (m[1] ?? '')
    .replace(/\(/g, ' (')
    .replace(/\s+/g, ' ')
    .replace(/\bBK\b/g, 'Budruk')
    .replace(/\bKH\b/g, 'Khurd')
    .trim();
  if (name.length < 3 || name.length > 28) return undefined;
  if (!/^[A-Za-z][A-Za-z \-()]*$/.test(name)) return undefined;
  // Abbreviations (RS, TPS, BARC, MIDC...) and one-letter qualifiers do not read as place names.
  if (/\b[A-Z]{2,}\b|\(\w\)|\b(Rs|Tps|Iit|Coll|Midc|Face|Wes|Kut|Bzk|Dely|Shop|Secretariate|[A-Za-z])\b/.test(name))
    return undefined;
  if (/\b(University|Society|Colony Camp|Cantonment|Factory|Estate|Dock|Court|Sachivalaya)\b/i.test(name))
    return undefined;
  const kind = m[2] ?? '';
  return { name, town: kind !== 'B.O' && kind !== 'BO' && kind !== 'EB.O' };
}

let geoCache: DistrictInfo[] | undefined;

function geography(): DistrictInfo[] {
  if (geoCache) return geoCache;
  const regionByDivision = new Map(regions.map((r) => [r.division, r.id]));

  // Localities per taluka and per district.
  const townsByTaluka = new Map<number, Locality[]>();
  const villagesByTaluka = new Map<number, Locality[]>();
  const townsByDistrict = new Map<number, Locality[]>();
  const seen = new Set<string>();
  for (const pin of pincodesJson) {
    for (const office of pin.offices) {
      const c = cleanOffice(office);
      if (!c) continue;
      const key = `${pin.districtLgdCode}|${pin.talukaLgdCode}|${c.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const loc: Locality = { name: c.name, pincode: pin.pincode };
      if (c.town) {
        const d = townsByDistrict.get(pin.districtLgdCode) ?? [];
        d.push(loc);
        townsByDistrict.set(pin.districtLgdCode, d);
      }
      if (pin.talukaLgdCode === null) continue;
      const map = c.town ? townsByTaluka : villagesByTaluka;
      const list = map.get(pin.talukaLgdCode) ?? [];
      list.push(loc);
      map.set(pin.talukaLgdCode, list);
    }
  }

  const result: DistrictInfo[] = [];
  for (const d of districtsJson) {
    const meta = DISTRICT_META[d.lgdCode];
    if (!meta) throw new Error(`no district meta for LGD ${d.lgdCode} (${d.nameEn})`);
    const regionId = regionByDivision.get(d.division);
    if (regionId === undefined) throw new Error(`unknown division ${d.division}`);
    const districtTowns = townsByDistrict.get(d.lgdCode) ?? [];
    if (districtTowns.length === 0) throw new Error(`no post office towns in ${d.nameEn}`);

    const usable = talukasJson.filter((t) => t.districtLgdCode === d.lgdCode && t.lgdCode !== null);
    const hubs = meta.hubs ?? {};
    for (const hub of Object.keys(hubs)) {
      if (!usable.some((t) => t.nameEn === hub)) throw new Error(`hub taluka ${hub} not in ${d.nameEn}`);
    }
    const talukas: TalukaInfo[] =
      usable.length > 0
        ? usable.map((t) => {
            const lgd = t.lgdCode ?? 0;
            return {
              lgd,
              name: t.nameEn,
              weight: hubs[t.nameEn] ?? 1,
              towns: townsByTaluka.get(lgd) ?? [],
              villages: villagesByTaluka.get(lgd) ?? [],
            };
          })
        : [{ lgd: 0, name: d.nameEn, weight: 1, towns: districtTowns, villages: [] }];

    result.push({
      lgd: d.lgdCode,
      nameEn: d.nameEn,
      code: meta.code,
      regionId,
      weight: meta.population * (meta.boost ?? 1),
      hasTalukas: usable.length > 0,
      talukas,
      towns: districtTowns,
    });
  }
  geoCache = result;
  return result;
}

// ---------------------------------------------------------------------------------------------
// Courses
// ---------------------------------------------------------------------------------------------

function sectorMeta(sectorId: number): SectorMeta {
  const meta = SECTOR_META[sectorId];
  if (!meta) throw new Error(`no meta for sector ${sectorId}`);
  return meta;
}

/** Unique (within the sector) name of the i-th course of a sector. */
function courseName(roles: readonly string[], i: number): { name: string; variant: string } {
  const role = roles[i % roles.length] ?? '';
  const round = Math.floor(i / roles.length);
  const variant = VARIANTS[round % VARIANTS.length] ?? '';
  const version = Math.floor(round / VARIANTS.length);
  let name = role;
  if (variant) name = role.endsWith(')') ? `${role} – ${variant}` : `${role} (${variant})`;
  if (version > 0) name += `, Version ${version + 1}.0`;
  return { name, variant };
}

const CATEGORY_IDS = courseCategories.map((c) => c.id);
const categoryDefault = new Weighted(CATEGORY_IDS, [2, 5, 1, 1.5, 2.5]);
const categoryHigh = new Weighted(CATEGORY_IDS, [3, 2, 3, 2, 1]);
const categoryShort = new Weighted(CATEGORY_IDS, [0, 5, 0, 0, 5]);
const durationByCategory = new Map(
  Object.entries(CATEGORY_DURATIONS).map(([k, v]) => [Number(k), Weighted.ofRecord(v)]),
);
const qualificationByCategory = new Map(
  Object.entries(CATEGORY_QUALIFICATIONS).map(([k, v]) => [Number(k), Weighted.ofRecord(v)]),
);

const TRAINERS: Record<SectorGroup, string[]> = {
  tech: ['ITI + 3 yrs', 'Diploma + 2 yrs', 'B.E./B.Tech + 1 yr', 'NTC/NAC + 3 yrs'],
  service: ['Graduate + 2 yrs', 'Graduate + 1 yr', 'Diploma + 2 yrs', 'Postgraduate + 1 yr'],
  craft: ['Master craftsperson, 5 yrs', 'ITI + 3 yrs', 'Diploma + 2 yrs', 'Graduate + 1 yr'],
};
const SPACES: Record<SectorGroup, { kind: string; min: number; max: number }[]> = {
  tech: [{ kind: 'Workshop', min: 8, max: 20 }],
  service: [
    { kind: 'Lab', min: 4, max: 8 },
    { kind: 'Classroom', min: 4, max: 6 },
  ],
  craft: [
    { kind: 'Workshop', min: 5, max: 12 },
    { kind: 'Lab', min: 4, max: 8 },
  ],
};
const BATCHES: Record<number, string[]> = {
  1: ['20–24', '20–30'],
  2: ['20–30', '25–30', '30–40'],
  3: ['20–24', '20–30'],
  4: ['10–20', '15–20'],
  5: ['20–30', '25–30', '15–25'],
};

function generateCourses(count: number, scaleKey: string): Course[] {
  const rng = new Rng(`courses:${scaleKey}`);
  const perSector = apportion(
    count,
    sectors.map((s) => sectorMeta(s.id).weight),
    1,
  );
  const courses: Course[] = [];
  sectors.forEach((sector, sIdx) => {
    const meta = sectorMeta(sector.id);
    const n = perSector[sIdx] ?? 0;
    const qpOffset = rng.int(9899);
    for (let i = 0; i < n; i++) {
      const { name, variant } = courseName(meta.roles, i);
      const categoryId = (
        HIGH_VARIANTS.has(variant) ? categoryHigh : SHORT_VARIANTS.has(variant) ? categoryShort : categoryDefault
      ).pick(rng);
      const duration = DURATIONS[durationByCategory.get(categoryId)?.pick(rng) ?? 0] ?? {
        label: '30 Hours',
        hours: 30,
      };
      let entryQualificationId = qualificationByCategory.get(categoryId)?.pick(rng) ?? 2;
      if (HIGH_VARIANTS.has(variant) && entryQualificationId < 3) entryQualificationId = 3;
      if (meta.group === 'service' && entryQualificationId === 1 && rng.chance(0.5)) entryQualificationId = 2;

      const code = `${meta.code}-${pad(i + 1, 4)}`;
      // 9899 = 19 × 521; a stride prime to it walks 0101..9999 without repeating in a sector.
      const qpNumber = 101 + ((qpOffset + i * 37) % 9899);
      const space = rng.pick(SPACES[meta.group]);
      const batch = rng.pick(BATCHES[categoryId] ?? ['20–30']);
      const courseNorms = `Batch ${batch}; ${space.kind} ${rng.range(space.min, space.max) * 10} sq m; Trainer: ${rng.pick(TRAINERS[meta.group])}`;

      courses.push({
        id: courses.length + 1,
        code,
        name,
        sectorId: sector.id,
        categoryId,
        durationHours: duration.hours,
        durationLabel: duration.label,
        durationLabelMr: courseTextMr(duration.label),
        modelCurriculum: `/files/curriculum/${code}.pdf`,
        qualificationPack: `${meta.qp}/Q${pad(qpNumber, 4)}`,
        courseNorms,
        courseNormsMr: courseTextMr(courseNorms),
        entryQualificationId,
      });
    }
  });
  return courses;
}

// ---------------------------------------------------------------------------------------------
// Institutes and their courses
// ---------------------------------------------------------------------------------------------

const typeWeights = new Weighted<InstituteTypeId>([1, 2, 3], [16, 10, 74]);
const courseCountWeights = new Weighted([2, 3, 4, 5, 6, 7, 8], [1, 2, 3, 3, 2, 1.2, 1]);
const govIntake = new Weighted<number>(INTAKES, [5, 4, 1, 0.3, 0]);
const privateIntake = new Weighted<number>(INTAKES, [2, 2, 4, 3, 1.5]);
const govKind = new Weighted(GOV_KINDS, GOV_KIND_WEIGHTS);

function instituteName(rng: Rng, typeId: InstituteTypeId, regionId: number, focus: SectorMeta, place: string): string {
  if (typeId === 1) return `${govKind.pick(rng)}, ${place}`;
  if (typeId === 2) {
    const who = rng.chance(0.7) ? rng.pick(HONOREES) : rng.pick(REGIONAL_PREFIXES[regionId] ?? HONOREES);
    return `${who} ${rng.pick(AIDED_KINDS)}, ${place}`;
  }
  const r = rng.next();
  const who =
    r < 0.6
      ? rng.pick(PRIVATE_PREFIXES)
      : r < 0.8
        ? rng.pick(HONOREES)
        : rng.pick(REGIONAL_PREFIXES[regionId] ?? PRIVATE_PREFIXES);
  const kind = focus.kinds && rng.chance(0.5) ? rng.pick(focus.kinds) : rng.pick(PRIVATE_KINDS);
  return `${who} ${kind}, ${place}`;
}

function buildingLine(rng: Rng, typeId: InstituteTypeId, urban: boolean): string {
  if (typeId === 1 && rng.chance(0.5)) return `ITI Campus, ${rng.pick(ROADS)}`;
  switch (urban ? 3 + rng.int(3) : rng.int(5)) {
    case 0:
      return `Plot No. ${rng.range(1, 240)}, MIDC Industrial Area`;
    case 1:
      return `Survey No. ${rng.range(10, 480)}/${rng.range(1, 9)}, Near ${rng.pick(LANDMARKS)}`;
    case 2:
      return `Gat No. ${rng.range(5, 900)}, ${rng.pick(ROADS)}`;
    case 3:
      return `${rng.pick(FLOORS)}, ${rng.pick(COMPLEX_NAMES)} ${rng.pick(COMPLEX_KINDS)}, ${rng.pick(ROADS)}`;
    case 5:
      return `Unit No. ${rng.range(1, 120)}, ${rng.pick(COMPLEX_NAMES)} Industrial Estate`;
    default:
      return `${rng.pick(COMPLEX_NAMES)} ${rng.pick(COMPLEX_KINDS)}, Near ${rng.pick(urban ? URBAN_LANDMARKS : LANDMARKS)}`;
  }
}

function generateInstitutes(
  count: number,
  scale: number,
  scaleKey: string,
  courses: Course[],
): { institutes: Institute[]; instituteCourses: InstituteCourse[] } {
  const rng = new Rng(`institutes:${scaleKey}`);
  const geo = geography();

  // Course pools per sector and per sector group, and a shuffled walk over all courses so that
  // every course is the first offering of at least one institute (institutes outnumber courses).
  const pools = new Map<number, number[]>();
  courses.forEach((c, idx) => {
    const pool = pools.get(c.sectorId) ?? [];
    pool.push(idx);
    pools.set(c.sectorId, pool);
  });
  const groupSectors: Record<SectorGroup, number[]> = { tech: [], service: [], craft: [] };
  for (const s of sectors) if (pools.has(s.id)) groupSectors[sectorMeta(s.id).group].push(s.id);
  const walk = rng.shuffle(courses.map((_, i) => i));
  let cursor = 0;

  const perDistrict = apportion(
    count,
    geo.map((d) => d.weight),
    Math.floor(MIN_INSTITUTES_PER_DISTRICT * scale),
  );

  const institutes: Institute[] = [];
  const instituteCourses: InstituteCourse[] = [];
  const names = new Set<string>();
  const unitCounter = new Map<string, number>();

  geo.forEach((district, dIdx) => {
    const n = perDistrict[dIdx] ?? 0;
    const talukaCounts = apportion(
      n,
      district.talukas.map((t) => t.weight),
      n >= district.talukas.length * 2 ? 1 : 0,
    );
    let serial = 0;
    district.talukas.forEach((taluka, tIdx) => {
      const tn = talukaCounts[tIdx] ?? 0;
      for (let k = 0; k < tn; k++) {
        serial++;
        const id = institutes.length + 1;
        const typeId = typeWeights.pick(rng);

        // Offerings: the next course of the walk, then courses of the same sector or its group.
        const first = walk[cursor++ % walk.length] ?? 0;
        const focusSector = courses[first]?.sectorId ?? 1;
        const focus = sectorMeta(focusSector);
        const want = courseCountWeights.pick(rng);
        const chosen = [first];
        for (let guard = 0; chosen.length < want && guard < 64; guard++) {
          const sid = rng.chance(0.65) ? focusSector : rng.pick(groupSectors[focus.group]);
          const pool = pools.get(sid);
          if (!pool) continue;
          const c = rng.pick(pool);
          if (!chosen.includes(c)) chosen.push(c);
        }
        if (chosen.length < MIN_COURSES_PER_INSTITUTE) chosen.push((first + 1) % courses.length);
        const intakeOf = typeId === 1 ? govIntake : privateIntake;
        for (const c of chosen) {
          instituteCourses.push({
            instituteId: id,
            courseId: courses[c]?.id ?? 0,
            intake: intakeOf.pick(rng),
          });
        }

        // Locality: a town (post office S.O/H.O) of the taluka, else a village, else the taluka.
        let locality: Locality;
        if (taluka.towns.length > 0 && (taluka.villages.length === 0 || rng.chance(0.75))) {
          locality = rng.pick(taluka.towns);
        } else if (taluka.villages.length > 0) {
          locality = rng.pick(taluka.villages);
        } else {
          locality = { name: taluka.name, pincode: rng.pick(district.towns).pincode };
        }

        // Name: the place is the taluka (mostly for government institutes) or the locality.
        const useTaluka = district.hasTalukas && rng.chance(typeId === 1 ? 0.7 : 0.4);
        let name = '';
        for (let attempt = 0; attempt < 8; attempt++) {
          const place = useTaluka && attempt < 4 ? taluka.name : locality.name;
          name = instituteName(rng, typeId, district.regionId, focus, place);
          if (!names.has(name)) break;
        }
        if (names.has(name)) {
          const withDistrict = `${name}, Dist. ${district.nameEn}`;
          if (!names.has(withDistrict)) name = withDistrict;
          else {
            let unit = unitCounter.get(name) ?? 2;
            while (names.has(`${name} (Unit ${unit})`)) unit++;
            unitCounter.set(name, unit + 1);
            name = `${name} (Unit ${unit})`;
          }
        }
        names.add(name);

        const parts = [buildingLine(rng, typeId, !district.hasTalukas)];
        if (!district.hasTalukas) {
          if (locality.name !== 'Mumbai') parts.push(locality.name);
          parts.push('Mumbai');
        } else {
          if (locality.name !== taluka.name) parts.push(locality.name);
          parts.push(`Tal. ${taluka.name}`, `Dist. ${district.nameEn}`);
        }
        const address = `${parts.join(', ')} – ${locality.pincode}`;

        institutes.push({
          id,
          code: `${district.code}${pad(serial, 5)}`,
          name,
          address,
          regionId: district.regionId,
          districtLgd: district.lgd,
          talukaLgd: taluka.lgd,
          typeId,
          fullTimePartTime: rng.chance(typeId === 1 ? 0.95 : 0.78) ? 'F' : 'P',
        });
      }
    });
  });
  return { institutes, instituteCourses };
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------

/**
 * Search demo data at `scale` × the portal's counts (862 courses, 2276 institutes). The same
 * scale always gives the same data; ids run from 1 and codes are unique at any scale.
 */
export function generateSearchData(scale = 1): SearchData {
  if (!Number.isFinite(scale) || scale <= 0) throw new RangeError(`scale must be > 0, got ${scale}`);
  const scaleKey = String(scale);
  const courses = generateCourses(Math.max(sectors.length, Math.round(BASE_COURSE_COUNT * scale)), scaleKey);
  const { institutes, instituteCourses } = generateInstitutes(
    Math.max(geography().length, Math.round(BASE_INSTITUTE_COUNT * scale)),
    scale,
    scaleKey,
    courses,
  );
  return {
    courseCategories: courseCategories.map((c) => ({ ...c })),
    entryQualifications: entryQualifications.map((q) => ({ ...q })),
    courses,
    institutes,
    instituteCourses,
  };
}
