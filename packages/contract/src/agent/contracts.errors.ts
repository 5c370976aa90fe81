import type { ErrorTexts } from '../error-texts.js';

/** Refusals of agents' contracts. */
export const CONTRACT_ERRORS = {
  /** No contract of that id for the caller, or none of that kind to decide. */
  'contract.not.found': {
    status: 404,
    EN: 'There is no such contract.',
    MY: 'ဤစာချုပ် မရှိပါ။',
    ZH: '没有该合约。',
  },
  /** The member is not the caller's direct sub-agent, or is a kind without contracts. */
  'contract.not.allowed': {
    status: 403,
    EN: 'A contract can only be offered to your direct sub-agents.',
    MY: 'စာချုပ်ကို သင်၏ တိုက်ရိုက် လက်အောက်ကိုယ်စားလှယ်များထံသာ ကမ်းလှမ်းနိုင်သည်။',
    ZH: '合约只能提供给直属下级代理。',
  },
  /** The caller's kind of account holds no contracts (types 4, 40, 41, 42). */
  'contract.kind.excluded': {
    status: 403,
    EN: 'Contracts are not available for this account.',
    MY: 'ဤအကောင့်အတွက် စာချုပ်များ မရနိုင်ပါ။',
    ZH: '该账号不能使用合约。',
  },
  /** An offer of this kind already waits for the sub-agent's answer. */
  'contract.pending': {
    status: 409,
    EN: 'An offer of this kind is already waiting for an answer.',
    MY: 'ဤအမျိုးအစား ကမ်းလှမ်းချက်တစ်ခု အဖြေစောင့်နေပြီး ဖြစ်သည်။',
    ZH: '已有同类合约在等待答复。',
  },
  /** The contract was already accepted, refused or ended. */
  'contract.decided': {
    status: 409,
    EN: 'This contract has already been answered.',
    MY: 'ဤစာချုပ်ကို ဖြေကြားပြီးဖြစ်သည်။',
    ZH: '该合约已有答复。',
  },
} as const satisfies ErrorTexts;
