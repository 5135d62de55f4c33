import type { APIResponse, Page } from '@playwright/test';
import { files, newPerson, type Person } from '../accounts/accounts';
import { createCandidate, expect, fromOwnAddress } from '../fixtures';

const headers = { 'X-Requested-With': 'XMLHttpRequest' };

async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Registers a staff member through the API as the staff page does (OTP, the four documents with the
 * upload token verify-otp gives, captcha, RegisterStaff), for tests whose subject is not registration.
 */
export async function createStaff(page: Page, person: Person = newPerson(), instituteId = 1) {
  const request = page.request;
  const from = { ...headers, ...fromOwnAddress() };
  const { otp } = await ok<{ otp: string }>(
    await request.post('/api/OTP/send-otp', { headers: from, data: { mobileNumber: person.mobile } }),
  );
  const { uploadToken } = await ok<{ uploadToken: string }>(
    await request.post('/api/OTP/verify-otp', { headers: from, data: { mobileNumber: person.mobile, otp } }),
  );
  const upload = async (fileType: string, file: ReturnType<typeof files.pdf>) =>
    (
      await ok<{ Data: { FilePath: string } }>(
        await request.post('/api/FileUpload/UploadFile', {
          headers: from,
          multipart: { userID: '0', fileType, uploadToken, file },
        }),
      )
    ).Data.FilePath;
  const captcha = await ok<{ CaptchaId: string; Answer: string }>(
    await request.get('/api/Captcha?kind=registration', { headers: from }),
  );
  const aadhaar = `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
  const registered = await ok<{ Data: string }>(
    await request.post('/api/Registration/RegisterStaff', {
      headers: from,
      data: {
        FirstName: person.firstName,
        MiddleName: '',
        LastName: person.lastName,
        GenderCode: 'M',
        DOB: '1985-11-02',
        EMailID: person.email,
        MobileNo: person.mobile,
        AltMobileNo: '',
        SecurityQuestionID: 2,
        SecurityQuestionAnswer: 'Zilla Parishad School',
        Password: person.password,
        ConfirmPassword: person.password,
        ListJobRole: [{ ID: 2 }],
        AadhaarNo: aadhaar,
        PhotoFilePath: await upload('Photo', files.jpeg('photo.jpg')),
        SignFilePath: await upload('Signature', files.jpeg('sign.jpg')),
        AadhaarFilePath: await upload('AadhaarCard', files.pdf('aadhaar.pdf')),
        DOBFilePath: '',
        InstituteID: instituteId,
        CaptchaId: captcha.CaptchaId,
        CaptchaText: captcha.Answer,
      },
    }),
  );
  return { ...person, profileId: registered.Data };
}

/** Signs the page's browser in through the API (the session cookie lands in the page's context). */
export async function signInThroughApi(page: Page, who: { profileId: string; password: string }, userTypeId: number) {
  const from = { ...headers, ...fromOwnAddress() };
  const captcha = await ok<{ CaptchaId: string; Answer: string }>(
    await page.request.get('/api/Captcha?kind=login', { headers: from }),
  );
  await ok<unknown>(
    await page.request.post('/api/Account/login', {
      headers: from,
      data: {
        UserLoginID: who.profileId,
        UserPassword: who.password,
        UserTypeID: userTypeId,
        CaptchaId: captcha.CaptchaId,
        CaptchaText: captcha.Answer,
      },
    }),
  );
}

export const ROLES = {
  candidate: { userTypeId: 91, create: (page: Page) => createCandidate(page.request) },
  staff: { userTypeId: 95, create: (page: Page) => createStaff(page) },
} as const;

/** A new candidate or staff member, signed in in `page`. */
export async function signedIn(page: Page, role: keyof typeof ROLES) {
  const who = await ROLES[role].create(page);
  await signInThroughApi(page, who, ROLES[role].userTypeId);
  return who;
}

type Role = 'candidate' | 'staff';

/**
 * The whole profile as one user: the nine steps saved through the API as the browser's own session
 * (each step's own spec drives its screen). The address is in Pune (region 2).
 */
export async function completeProfile(page: Page, role: Role, userId: number) {
  const id = role === 'candidate' ? { CandidateID: userId } : { StaffID: userId };
  const post = async (path: string, body: object) => {
    const res = await page.request.post(path, { headers, data: { ...id, ...body } });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const get = async (path: string) => (await page.request.get(path)).json();
  const upload = async (fileType: string, file: ReturnType<typeof files.pdf>) =>
    (
      await (
        await page.request.post('/api/FileUpload/UploadFile', {
          headers,
          multipart: { userID: String(userId), fileType, file },
        })
      ).json()
    ).Data.FilePath as string;
  const first = (list: { Value: number }[]) => list.find((item) => item.Value > 0)?.Value ?? 0;
  const paths = {
    candidate: {
      address: '/api/CandidateAddress/SaveCandidateAddress',
      parent: '/api/CandidateParent/SaveCandidateParent',
      category: '/api/CandidateCategory/SaveCandidateCategory',
      qualification: '/api/CandidateQualification/save',
      training: '/api/CandidateTraining/SaveTraining',
      language: '/api/CandidateAdditional/SaveLanguage',
      additional: '/api/CandidateAdditional/SaveAdditional',
      bank: '/api/CandidateBank/save',
      work: '/api/CandidateWorkExperience/SaveWorkExperience',
    },
    staff: {
      address: '/api/StaffAddress/SaveStaffAddress',
      parent: '/api/StaffParent/SaveStaffParent',
      category: '/api/StaffCategory/SaveStaffCategory',
      qualification: '/api/StaffQualification/SaveStaffQualification',
      training: '/api/StaffTraining/SaveTraining',
      language: '/api/StaffAdditional/SaveLanguage',
      additional: '/api/StaffAdditional/SaveAdditional',
      bank: '/api/StaffBank/SaveStaffBank',
      work: '/api/StaffWorkExperience/SaveStaffWorkExperience',
    },
  }[role];

  const place = (await get('/Base/GetPincodeData?Pincode=411001')).Data;
  await post(paths.address, {
    PAddress: 'Flat 4, Shivaji Nagar',
    PPincode: '411001',
    PStateID: place.StateID,
    PDistrictID: place.DistrictID,
    PTalukaID: place.TalukaID,
    PCityID: place.CityID,
    IsPPincodeCorrect: 1,
    IsCAddressSameAsPAddress: 1,
  });
  await post(paths.parent, { IsOrphan: 1, MaritalStatus: 'U' });
  const master = async (table: string) =>
    first((await get(`/Base/GetMasterTableList?TableName=${table}&HasSelect=false`)).Data);
  await post(paths.category, {
    LeavingCertificatePath: await upload('LeavingCertificate', files.pdf('leaving.pdf')),
    IsMHDomiciled: 2,
    ReligionID: await master('Master_Religion'),
    CategoryID: 1,
    IsBelongToPWD: 0,
  });
  await post(paths.qualification, {
    QualificationGroup: 'B',
    HighestStandard: 17,
    YearOfAppearing: 2018,
    MarksObtained: 412,
    OutOfMarks: 600,
    Result: 'Pass',
  });
  await post(paths.training, { NoTraining: 1 });
  const languages = await get('/api/GeneralAPIs/languages');
  await post(paths.language, { LanguageID: languages[0].LanguageID, Read: 1, Write: 1, Speak: 1 });
  const bloodGroups = await get('/api/GeneralAPIs/blood-groups');
  await post(paths.additional, { BloodGroupID: bloodGroups[0].BloodGroupID, MotherTongueID: languages[0].LanguageID });
  await post(paths.bank, {
    HasBankAccount: 0,
    PANNo: 'ABCPE1234F',
    PANPath: await upload('PANCard', files.pdf('pan.pdf')),
  });
  await post(paths.work, { NoExperience: 1 });
}
