import type { LanguageCode } from '@lotto/contract';

/** The demo site's user agreement (its terms) in English and Burmese, as HTML. */
export const DEMO_USER_AGREEMENT: Record<LanguageCode, { title: string; content: string }> = {
  EN: {
    title: 'ShweLucky user agreement',
    content: `<p>By registering an account or playing on ShweLucky you accept this agreement. Please read it in full.</p>
<h3>1. Who may play</h3>
<p>You must be at least 18 years old, or older where the law of your country says so, and gaming must be legal where you are. We may ask for proof of age and identity at any time and close accounts that do not meet these rules.</p>
<h3>2. Your account</h3>
<ul>
<li>One account per person. Give true details: name, mobile number and e-mail address.</li>
<li>You are responsible for everything done with your username and password. Keep them, your payment password and SMS codes secret.</li>
<li>Tell customer service at once if you think someone else has used your account.</li>
</ul>
<h3>3. Deposits and withdrawals</h3>
<ul>
<li>Deposit and withdraw only with bank accounts and wallets in your own name. Payments from others are refused or returned.</li>
<li>Withdrawals are paid to the account they were requested for, after checks that protect you and us. We may ask for documents before paying.</li>
<li>Bonus money carries a turnover requirement. Withdrawals wait until your valid bets have met it.</li>
<li>Free-trial play money has no cash value and cannot be withdrawn.</li>
</ul>
<h3>4. Promotions</h3>
<p>Each promotion has its own rules, shown on its page, which form part of this agreement. A bonus is paid once per member (or per day, if the promotion says so). Bonuses obtained with several accounts, by collusion or by abusing an error are void.</p>
<h3>5. Fair play</h3>
<p>The following are forbidden: automated play (bots or scripts), working with other players to gain an advantage, betting on both sides of the same round to meet turnover, and using faults of a game or of the site. Bets placed this way may be cancelled and the account closed.</p>
<h3>6. Games and results</h3>
<p>The result recorded by our server or by the game's vendor is final. If a game fails during a round, that round is settled as recorded, or cancelled and the stake returned. Obvious errors in odds or payouts may be corrected.</p>
<h3>7. Responsible gaming</h3>
<p>You may ask customer service for deposit limits, a time-out or a self-exclusion. While one lasts you cannot play, bet or deposit, but you can still log in and withdraw your balance.</p>
<h3>8. Your data</h3>
<p>We use your details to run your account, pay you, keep the site secure and meet the law. We do not sell them. Passwords are stored only in a form that cannot be read back.</p>
<h3>9. Suspension and closure</h3>
<p>We may suspend or close an account that breaks this agreement. You may close your account at any time through customer service; your remaining cash balance is paid out, less any bonus money whose requirements were not met.</p>
<h3>10. Changes</h3>
<p>We may change this agreement. The date of the latest version is shown on this page, and we tell you of important changes before they take effect. If you keep playing after that, you accept the new version.</p>
<h3>11. Contact</h3>
<p>Questions about this agreement? <a href="/m/service">Contact customer service</a>, 24 hours a day.</p>`,
  },
  MY: {
    title: 'ShweLucky အသုံးပြုသူ သဘောတူညီချက်',
    content: `<p>ShweLucky တွင် အကောင့်ဖွင့်ခြင်း သို့မဟုတ် ကစားခြင်းဖြင့် သင်သည် ဤသဘောတူညီချက်ကို လက်ခံပါသည်။ အပြည့်အစုံ ဖတ်ပါ။</p>
<h3>၁။ ကစားခွင့်ရှိသူ</h3>
<p>သင်သည် အသက် ၁၈ နှစ် အနည်းဆုံး ပြည့်ရမည်ဖြစ်ပြီး သင့်နိုင်ငံ၏ ဥပဒေက ပိုကြီးသော အသက်ကို သတ်မှတ်ထားပါက ထိုအသက် ပြည့်ရပါမည်။ သင်ရှိရာနေရာတွင် ဂိမ်းကစားခြင်းသည် တရားဝင် ဖြစ်ရပါမည်။ ကျွန်ုပ်တို့သည် အသက်နှင့် မည်သူမည်ဝါဖြစ်ကြောင်း အထောက်အထားကို အချိန်မရွေး တောင်းနိုင်ပြီး ဤစည်းမျဉ်းများနှင့် မကိုက်ညီသော အကောင့်များကို ပိတ်နိုင်ပါသည်။</p>
<h3>၂။ သင့်အကောင့်</h3>
<ul>
<li>တစ်ဦးလျှင် အကောင့်တစ်ခုသာ ဖွင့်ရပါမည်။ အမည်၊ မိုဘိုင်းနံပါတ်နှင့် အီးမေးလ်လိပ်စာ စသည့် မှန်ကန်သော အချက်အလက်များကို ပေးပါ။</li>
<li>သင့်အသုံးပြုသူအမည်နှင့် စကားဝှက်ဖြင့် ပြုလုပ်သမျှအတွက် သင်တာဝန်ရှိပါသည်။ ၎င်းတို့၊ ငွေပေးချေမှု စကားဝှက်နှင့် SMS ကုဒ်များကို လျှို့ဝှက်ထားပါ။</li>
<li>အခြားသူတစ်ဦး သင့်အကောင့်ကို သုံးသည်ဟု ထင်ပါက ဖောက်သည်ဝန်ဆောင်မှုကို ချက်ချင်း အကြောင်းကြားပါ။</li>
</ul>
<h3>၃။ ငွေသွင်းခြင်းနှင့် ငွေထုတ်ခြင်း</h3>
<ul>
<li>သင့်ကိုယ်ပိုင်အမည်ဖြင့် ဖွင့်ထားသော ဘဏ်အကောင့်နှင့် ပိုက်ဆံအိတ်များဖြင့်သာ ငွေသွင်း၊ ငွေထုတ်ပါ။ အခြားသူများ၏ ငွေပေးချေမှုများကို ငြင်းပယ်ခြင်း သို့မဟုတ် ပြန်အမ်းခြင်း ပြုပါမည်။</li>
<li>ငွေထုတ်မှုများကို သင်နှင့် ကျွန်ုပ်တို့ကို ကာကွယ်သော စစ်ဆေးမှုများ ပြီးနောက် တောင်းဆိုထားသော အကောင့်သို့ ပေးချေပါသည်။ မပေးချေမီ စာရွက်စာတမ်းများ တောင်းနိုင်ပါသည်။</li>
<li>ဆုကြေးငွေတွင် လောင်းကြေးပမာဏ သတ်မှတ်ချက် ပါရှိပါသည်။ သင်၏ မှန်ကန်သော လောင်းကြေးများ ထိုပမာဏ ပြည့်သည်အထိ ငွေထုတ်မှုများ စောင့်ရပါမည်။</li>
<li>အခမဲ့ စမ်းကစားငွေသည် ငွေသားတန်ဖိုး မရှိဘဲ ထုတ်ယူ၍ မရပါ။</li>
</ul>
<h3>၄။ ပရိုမိုးရှင်းများ</h3>
<p>ပရိုမိုးရှင်းတစ်ခုစီတွင် ၎င်း၏ စာမျက်နှာပေါ်တွင် ပြထားသော ကိုယ်ပိုင်စည်းမျဉ်းများ ရှိပြီး ၎င်းတို့သည် ဤသဘောတူညီချက်၏ အစိတ်အပိုင်း ဖြစ်ပါသည်။ ဆုကြေးကို အဖွဲ့ဝင်တစ်ဦးလျှင် တစ်ကြိမ် (သို့မဟုတ် ပရိုမိုးရှင်းက ဖော်ပြပါက တစ်ရက်လျှင် တစ်ကြိမ်) ပေးပါသည်။ အကောင့်အများအပြားဖြင့်၊ ပူးပေါင်းကြံစည်ခြင်းဖြင့် သို့မဟုတ် အမှားကို အလွဲသုံးစားပြုခြင်းဖြင့် ရရှိသော ဆုကြေးများ ပျက်ပြယ်ပါသည်။</p>
<h3>၅။ တရားမျှတစွာ ကစားခြင်း</h3>
<p>အလိုအလျောက် ကစားခြင်း (ဘော့ သို့မဟုတ် စခရစ်)၊ အကျိုးအမြတ်ရရန် အခြားကစားသမားများနှင့် ပူးပေါင်းခြင်း၊ လောင်းကြေးပမာဏ ပြည့်စေရန် ပွဲတစ်ပွဲတည်း၏ နှစ်ဖက်စလုံးကို လောင်းခြင်းနှင့် ဂိမ်း သို့မဟုတ် ဆိုက်၏ ချို့ယွင်းချက်များကို အသုံးချခြင်းတို့ကို တားမြစ်ထားပါသည်။ ဤနည်းဖြင့် လောင်းထားသော လောင်းကြေးများကို ပယ်ဖျက်ပြီး အကောင့်ကို ပိတ်နိုင်ပါသည်။</p>
<h3>၆။ ဂိမ်းများနှင့် ရလဒ်များ</h3>
<p>ကျွန်ုပ်တို့၏ ဆာဗာ သို့မဟုတ် ဂိမ်းထုတ်လုပ်သူက မှတ်တမ်းတင်ထားသော ရလဒ်သည် အပြီးသတ် ဖြစ်ပါသည်။ ပွဲတစ်ပွဲအတွင်း ဂိမ်းချို့ယွင်းပါက ထိုပွဲကို မှတ်တမ်းအတိုင်း ရှင်းလင်းမည် သို့မဟုတ် ပယ်ဖျက်ပြီး လောင်းကြေးကို ပြန်ပေးပါမည်။ အလျော်အစား သို့မဟုတ် ပေးချေငွေတွင် ထင်ရှားသော အမှားများကို ပြင်ဆင်နိုင်ပါသည်။</p>
<h3>၇။ တာဝန်သိစွာ ကစားခြင်း</h3>
<p>ငွေသွင်းကန့်သတ်ချက်၊ ခေတ္တရပ်နားခြင်း သို့မဟုတ် ကိုယ်တိုင်ပိတ်ပင်ခြင်းကို ဖောက်သည်ဝန်ဆောင်မှုထံ တောင်းဆိုနိုင်ပါသည်။ ထိုကာလအတွင်း ကစားခြင်း၊ လောင်းခြင်း၊ ငွေသွင်းခြင်း မပြုနိုင်သော်လည်း အကောင့်ဝင်ပြီး လက်ကျန်ငွေကို ထုတ်ယူနိုင်ပါသည်။</p>
<h3>၈။ သင့်ဒေတာ</h3>
<p>သင့်အကောင့်ကို စီမံရန်၊ သင့်ကို ငွေပေးချေရန်၊ ဆိုက်ကို လုံခြုံစေရန်နှင့် ဥပဒေကို လိုက်နာရန် သင့်အချက်အလက်များကို အသုံးပြုပါသည်။ ၎င်းတို့ကို မရောင်းချပါ။ စကားဝှက်များကို ပြန်ဖတ်၍ မရသော ပုံစံဖြင့်သာ သိမ်းဆည်းပါသည်။</p>
<h3>၉။ ဆိုင်းငံ့ခြင်းနှင့် ပိတ်ခြင်း</h3>
<p>ဤသဘောတူညီချက်ကို ချိုးဖောက်သော အကောင့်ကို ဆိုင်းငံ့ခြင်း သို့မဟုတ် ပိတ်ခြင်း ပြုနိုင်ပါသည်။ သင်သည် ဖောက်သည်ဝန်ဆောင်မှုမှတစ်ဆင့် သင့်အကောင့်ကို အချိန်မရွေး ပိတ်နိုင်ပြီး သတ်မှတ်ချက် မပြည့်သေးသော ဆုကြေးငွေကို နုတ်ပြီး ကျန်ရှိသော ငွေသားလက်ကျန်ကို ပေးချေပါမည်။</p>
<h3>၁၀။ ပြောင်းလဲမှုများ</h3>
<p>ဤသဘောတူညီချက်ကို ပြောင်းလဲနိုင်ပါသည်။ နောက်ဆုံးဗားရှင်း၏ ရက်စွဲကို ဤစာမျက်နှာတွင် ပြထားပြီး အရေးကြီးသော ပြောင်းလဲမှုများကို အသက်မဝင်မီ အကြောင်းကြားပါမည်။ ထို့နောက် ဆက်ကစားပါက ဗားရှင်းအသစ်ကို လက်ခံပါသည်။</p>
<h3>၁၁။ ဆက်သွယ်ရန်</h3>
<p>ဤသဘောတူညီချက်နှင့် ပတ်သက်၍ မေးစရာရှိပါသလား။ ၂၄ နာရီပတ်လုံး <a href="/m/service">ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ</a>။</p>`,
  },
};
