import { describe, expect, it } from 'vitest';
import { INSTITUTE_TYPES } from '../values/complaint';
import { complainantSchema, complaintInstituteSchema } from './complaint';
import { sendOtpRequestSchema } from './otp';
import { addressSchemas } from './profile/address';
import { pincodeQuerySchema } from './shell';

/**
 * Every pincode field reads Devanagari digits (a Marathi keyboard's ०–९) as 0–9, as the mobile and
 * date fields do (issue 23 item 12): the lookup, both address blocks of the profile (and work
 * experience, which reuses the block) and both pincodes of Form A.
 */
const places = { state: 27, district: 4, taluka: 17, city: 300, otherCity: '' };

describe('pincodes typed in Devanagari digits', () => {
  it('the pincode lookup', () => {
    expect(pincodeQuerySchema.parse({ Pincode: '४११००१' })).toEqual({ Pincode: '411001' });
    expect(pincodeQuerySchema.safeParse({ Pincode: '४११००' }).success).toBe(false);
  });

  it('the complainant and the institute of Form A', () => {
    const complainant = complainantSchema.parse({
      firstName: 'Asha',
      email: 'asha@example.in',
      primaryNumber: '9876543210',
      address: '12 FC Road',
      pinCode: '४११००१',
      ...places,
    });
    expect(complainant.pinCode).toBe('411001');
    const institute = complaintInstituteSchema.parse({
      instituteName: 'Quick Diploma Centre',
      instituteType: 'iti',
      instituteAddress: 'Sitabuldi',
      institutePinCode: '४४०००१',
      ...places,
    });
    expect(institute.institutePinCode).toBe('440001');
    expect(
      complaintInstituteSchema.safeParse({ ...institute, institutePinCode: '४४०००' }).error?.issues[0]?.message,
    ).toBe('common.invalidPincode');
  });

  it('both address blocks of the profile', () => {
    const block = (p: string, pincode: string) => ({
      [`${p}Address`]: '12, Laxmi Road',
      [`${p}Pincode`]: pincode,
      [`${p}StateID`]: 27,
      [`${p}DistrictID`]: 4,
      [`${p}TalukaID`]: 17,
      [`${p}CityID`]: 300,
    });
    const parsed = addressSchemas.record.parse({
      ...block('P', '४११००१'),
      IsCAddressSameAsPAddress: 0,
      ...block('C', '४४०००१'),
    });
    expect(parsed).toMatchObject({ PPincode: '411001', CPincode: '440001' });
  });
});

describe('institute types of Form A (issue 23 item 13)', () => {
  it('include ITIs, private training centres and other, and nothing beyond the list', () => {
    expect(INSTITUTE_TYPES).toEqual(['school', 'college', 'university', 'iti', 'privateTrainingCentre', 'other']);
    const base = { instituteName: 'X', instituteAddress: 'Y', institutePinCode: '440001', ...places };
    for (const instituteType of INSTITUTE_TYPES) {
      expect(complaintInstituteSchema.safeParse({ ...base, instituteType }).success).toBe(true);
    }
    expect(complaintInstituteSchema.safeParse({ ...base, instituteType: 'coaching' }).error?.issues[0]?.message).toBe(
      'complaint.instituteTypeRequired',
    );
  });
});

describe('mobile numbers typed in Devanagari digits', () => {
  it('are read as 0–9 by the server too, as the web reads them', () => {
    expect(sendOtpRequestSchema.parse({ mobileNumber: '९८२२०१११२२' }).mobileNumber).toBe('9822011122');
    const complainant = complainantSchema.parse({
      firstName: 'Asha',
      email: 'asha@example.in',
      primaryNumber: '९८७६५४३२१०',
      secondaryNumber: '९८७६५४३२११',
      address: '12 FC Road',
      pinCode: '411001',
      ...places,
    });
    expect([complainant.primaryNumber, complainant.secondaryNumber]).toEqual(['9876543210', '9876543211']);
    expect(sendOtpRequestSchema.safeParse({ mobileNumber: '५८२२०१११२२' }).error?.issues[0]?.message).toBe(
      'common.invalidMobile',
    );
  });
});
