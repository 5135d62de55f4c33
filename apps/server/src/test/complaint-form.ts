/**
 * Form A as the complaint form sends it, filled in (no imports: the API tests and the browser suite's
 * fixture, e2e/complaint/complaint.ts, both file complaints with it): the complainant in Pune (PIN
 * 411001), the institute in Nagpur (PIN 440001, region 6), with the places the pincode lookup answers.
 */
export type Places = { StateID: number; DistrictID: number; TalukaID: number; CityID: number };

export function complaintForm(
  { pune, nagpur }: { pune: Places; nagpur: Places },
  {
    primaryNumber,
    password,
    captcha,
  }: { primaryNumber: string; password: string; captcha: { CaptchaId: string; CaptchaText: string } },
) {
  return {
    isRegistered: 'no',
    profileId: '',
    complainant: {
      firstName: 'asha',
      middleName: 'ramesh',
      lastName: 'patil',
      email: 'asha@example.in',
      primaryNumber,
      secondaryNumber: '',
      address: '12 FC Road',
      pinCode: '411001',
      state: pune.StateID,
      district: pune.DistrictID,
      taluka: pune.TalukaID,
      city: pune.CityID,
      otherCity: '',
    },
    institute: {
      instituteName: 'Quick Diploma Centre',
      instituteType: 'college',
      ownerFirstName: 'vikas',
      ownerMiddleName: '',
      ownerLastName: 'shinde',
      email: '',
      mobileNumber: '',
      website: '',
      instituteAddress: 'Sitabuldi',
      institutePinCode: '440001',
      state: nagpur.StateID,
      district: nagpur.DistrictID,
      taluka: nagpur.TalukaID,
      city: nagpur.CityID,
      otherCity: '',
    },
    complaintDetails: 'Runs courses without the board’s affiliation and takes fees.',
    account: { password, confirmPassword: password },
    place: 'Pune',
    declaration: true as boolean,
    ...captcha,
  };
}
