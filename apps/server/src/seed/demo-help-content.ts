import type { HelpTexts } from '../modules/help/index.js';

/**
 * The demo site's help centre, in display order, in English and Burmese. Links to app paths
 * open inside the app; the HTML is stored as authored and sanitized by the app.
 */
export const DEMO_HELP_ENTRIES: readonly Required<HelpTexts>[] = [
  {
    EN: {
      title: 'How do I deposit?',
      content: `<p>Deposits reach your wallet in minutes, 24 hours a day.</p>
<ol>
<li>Log in and tap <b>Deposit</b>, the round button in the middle of the bottom bar (or open the menu at the top right).</li>
<li>Choose a payment method and enter the amount. The smallest and largest amounts of each method are shown under it.</li>
<li>Pay from an account <b>in your own name</b> and follow the instructions on the screen. For a bank transfer, keep the receipt until the money has arrived.</li>
<li>Your balance updates as soon as the payment is confirmed. The deposit record shows every deposit and its status.</li>
</ol>
<p>A deposit not there after 30 minutes? <a href="/m/service">Contact customer service</a> with the amount, time and receipt.</p>`,
    },
    MY: {
      title: 'ငွေသွင်းနည်း',
      content: `<p>ငွေသွင်းမှုများသည် ၂၄ နာရီပတ်လုံး မိနစ်ပိုင်းအတွင်း သင့်ပိုက်ဆံအိတ်သို့ ရောက်ရှိပါသည်။</p>
<ol>
<li>အကောင့်ဝင်ပြီး အောက်ခြေဘား အလယ်ရှိ အဝိုင်းခလုတ် <b>ငွေသွင်း</b> ကို နှိပ်ပါ (သို့မဟုတ် ညာဘက်အပေါ်ရှိ မီနူးကို ဖွင့်ပါ)။</li>
<li>ငွေပေးချေနည်းကို ရွေးပြီး ပမာဏကို ထည့်ပါ။ နည်းလမ်းတစ်ခုစီ၏ အနည်းဆုံးနှင့် အများဆုံး ပမာဏကို ၎င်းအောက်တွင် ပြထားပါသည်။</li>
<li><b>သင့်ကိုယ်ပိုင်အမည်</b>ဖြင့် ဖွင့်ထားသော အကောင့်မှ ပေးချေပြီး မျက်နှာပြင်ပေါ်ရှိ ညွှန်ကြားချက်များကို လိုက်နာပါ။ ဘဏ်လွှဲဖြင့် ပေးချေပါက ငွေရောက်သည်အထိ ပြေစာကို သိမ်းထားပါ။</li>
<li>ငွေပေးချေမှု အတည်ပြုပြီးသည်နှင့် လက်ကျန်ငွေ ပြောင်းလဲသွားပါမည်။ ငွေသွင်းမှတ်တမ်းတွင် ငွေသွင်းမှုတိုင်းနှင့် ၎င်း၏ အခြေအနေကို ပြပါသည်။</li>
</ol>
<p>မိနစ် ၃၀ ကြာသည်အထိ ငွေမရောက်သေးပါက ပမာဏ၊ အချိန်နှင့် ပြေစာတို့ဖြင့် <a href="/m/service">ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ</a>။</p>`,
    },
  },
  {
    EN: {
      title: 'How do I withdraw my winnings?',
      content: `<p>You can withdraw your cash balance at any time, day or night.</p>
<ol>
<li>Tap <b>Withdraw</b> in the menu at the top right, or in the member centre.</li>
<li>The first time, add the bank account or e-wallet to be paid into. It must be <b>in the same name</b> as your account.</li>
<li>Enter the amount and your <b>payment password</b> (not your login password), then confirm.</li>
<li>The amount is set aside at once and paid out after a check, usually within 15 minutes. The withdrawal record shows its status.</li>
</ol>
<p><b>Bonuses come with a turnover requirement.</b> If you took a bonus, you can withdraw once your valid bets since then reach the amount the promotion states (for example 5 times the bonus). Free-trial play money can never be withdrawn.</p>`,
    },
    MY: {
      title: 'အနိုင်ရငွေ ထုတ်ယူနည်း',
      content: `<p>သင့်ငွေသားလက်ကျန်ကို နေ့ညမရွေး အချိန်မရွေး ထုတ်ယူနိုင်ပါသည်။</p>
<ol>
<li>ညာဘက်အပေါ်ရှိ မီနူး သို့မဟုတ် အဖွဲ့ဝင်စင်တာတွင် <b>ငွေထုတ်</b> ကို နှိပ်ပါ။</li>
<li>ပထမဆုံးအကြိမ်တွင် ငွေလက်ခံမည့် ဘဏ်အကောင့် သို့မဟုတ် e-wallet ကို ထည့်ပါ။ ၎င်းသည် သင့်အကောင့်နှင့် <b>အမည်တူ</b> ဖြစ်ရပါမည်။</li>
<li>ပမာဏနှင့် သင့် <b>ငွေပေးချေမှု စကားဝှက်</b> (အကောင့်ဝင် စကားဝှက် မဟုတ်ပါ) ကို ထည့်ပြီး အတည်ပြုပါ။</li>
<li>ပမာဏကို ချက်ချင်း သီးသန့်ဖယ်ထားပြီး စစ်ဆေးပြီးနောက် ပုံမှန်အားဖြင့် မိနစ် ၁၅ အတွင်း ပေးချေပါသည်။ ငွေထုတ်မှတ်တမ်းတွင် ၎င်း၏ အခြေအနေကို ပြပါသည်။</li>
</ol>
<p><b>ဆုကြေးငွေများတွင် လောင်းကြေးပမာဏ သတ်မှတ်ချက် ပါရှိပါသည်။</b> ဆုကြေးယူထားပါက ထိုအချိန်မှစ၍ သင်၏ မှန်ကန်သော လောင်းကြေးများသည် ပရိုမိုးရှင်းတွင် ဖော်ပြထားသော ပမာဏ (ဥပမာ ဆုကြေး၏ ၅ ဆ) သို့ ရောက်သည့်အခါ ထုတ်ယူနိုင်ပါသည်။ အခမဲ့ စမ်းကစားငွေကို မည်သည့်အခါမျှ ထုတ်ယူ၍ မရပါ။</p>`,
    },
  },
  {
    EN: {
      title: 'How do I play?',
      content: `<p>Over 600 games wait for you: slots, fishing, live casino, card games, sports, e-sports, cockfight and lottery.</p>
<ul>
<li><b>Find a game:</b> pick a category on the home screen, then filter by vendor or search by name. Tap the heart to keep a game in your favourites.</li>
<li><b>Start playing:</b> tap a game. It opens full screen and plays with your wallet balance; your winnings are added as soon as a round ends.</li>
<li><b>One round at a time:</b> if a round of the same vendor is still open, the app offers to take you back to it.</li>
<li><b>Just looking?</b> <a href="/m/trail">Free trial</a> gives you play money to try the games without an account. It is removed after 24 hours.</li>
</ul>
<p>Your betting record lists every round with its stake and result.</p>`,
    },
    MY: {
      title: 'ကစားနည်း',
      content: `<p>စလော့၊ ငါးဖမ်း၊ တိုက်ရိုက်ကာစီနို၊ ကတ်ဂိမ်း၊ အားကစား၊ အီး-စပို့၊ ကြက်တိုက်နှင့် ထီ စသည့် ဂိမ်း ၆၀၀ ကျော် သင့်ကို စောင့်နေပါသည်။</p>
<ul>
<li><b>ဂိမ်းရှာရန်-</b> ပင်မစာမျက်နှာတွင် အမျိုးအစားတစ်ခုကို ရွေးပြီး ထုတ်လုပ်သူဖြင့် စစ်ထုတ်ပါ သို့မဟုတ် အမည်ဖြင့် ရှာပါ။ ဂိမ်းကို အကြိုက်ဆုံးစာရင်းတွင် ထားရန် နှလုံးပုံကို နှိပ်ပါ။</li>
<li><b>ကစားရန်-</b> ဂိမ်းကို နှိပ်ပါ။ ၎င်းသည် မျက်နှာပြင်အပြည့် ပွင့်လာပြီး သင့်ပိုက်ဆံအိတ် လက်ကျန်ဖြင့် ကစားပါသည်။ အကြိမ်တစ်ခု ပြီးသည်နှင့် အနိုင်ရငွေကို ပေါင်းထည့်ပါသည်။</li>
<li><b>တစ်ကြိမ်လျှင် တစ်ပွဲ-</b> ထုတ်လုပ်သူတစ်ဦးတည်း၏ ပွဲတစ်ပွဲ မပြီးသေးပါက ထိုပွဲသို့ ပြန်သွားရန် အက်ပ်က ကမ်းလှမ်းပါမည်။</li>
<li><b>ကြည့်ရုံသာလား။</b> <a href="/m/trail">အခမဲ့ စမ်းကစားခြင်း</a> သည် အကောင့်မဖွင့်ဘဲ ဂိမ်းများကို စမ်းကစားရန် စမ်းကစားငွေ ပေးပါသည်။ ၂၄ နာရီအကြာတွင် ဖျက်ပစ်ပါသည်။</li>
</ul>
<p>လောင်းကြေးမှတ်တမ်းတွင် ပွဲတိုင်းကို ၎င်း၏ လောင်းကြေးနှင့် ရလဒ်တို့ဖြင့် ဖော်ပြပါသည်။</p>`,
    },
  },
  {
    EN: {
      title: 'How do I claim a promotion?',
      content: `<p>Open <a href="/m/activity">Promotions</a> from the bottom bar to see every running offer.</p>
<ol>
<li>Tap a promotion to read its rules: who may join, its period, the bonus and its turnover requirement.</li>
<li>Tap the button it shows: <b>Join</b> to take part, <b>Claim</b> when you have met the goal, or <b>Apply</b> for promotions an operator reviews (attach the screenshots it asks for).</li>
<li>The bonus goes straight into your wallet. Bonuses waiting for you are also listed in the reward centre.</li>
</ol>
<p>Each promotion can be claimed once per member or once a day, as its rules say. Claiming twice by tapping twice is not possible: the bonus is paid once.</p>`,
    },
    MY: {
      title: 'ပရိုမိုးရှင်း ရယူနည်း',
      content: `<p>လက်ရှိ ကမ်းလှမ်းချက်အားလုံးကို ကြည့်ရန် အောက်ခြေဘားမှ <a href="/m/activity">ပရိုမိုးရှင်းများ</a> ကို ဖွင့်ပါ။</p>
<ol>
<li>ပရိုမိုးရှင်းတစ်ခုကို နှိပ်ပြီး ၎င်း၏ စည်းမျဉ်းများ- ပါဝင်နိုင်သူ၊ ကာလ၊ ဆုကြေးနှင့် လောင်းကြေးပမာဏ သတ်မှတ်ချက်တို့ကို ဖတ်ပါ။</li>
<li>ပြထားသော ခလုတ်ကို နှိပ်ပါ- ပါဝင်ရန် <b>ပါဝင်မည်</b>၊ ပန်းတိုင်ပြည့်ပါက <b>ရယူမည်</b>၊ သို့မဟုတ် ဝန်ထမ်းက စစ်ဆေးသော ပရိုမိုးရှင်းများအတွက် <b>လျှောက်ထားမည်</b> (တောင်းဆိုထားသော စခရင်ရှော့များ ပူးတွဲပါ)။</li>
<li>ဆုကြေးငွေသည် သင့်ပိုက်ဆံအိတ်ထဲသို့ တိုက်ရိုက်ရောက်ပါသည်။ သင့်ကို စောင့်နေသော ဆုကြေးများကို ဆုလာဘ်စင်တာတွင်လည်း ဖော်ပြထားပါသည်။</li>
</ol>
<p>ပရိုမိုးရှင်းတစ်ခုစီကို ၎င်း၏ စည်းမျဉ်းအတိုင်း အဖွဲ့ဝင်တစ်ဦးလျှင် တစ်ကြိမ် သို့မဟုတ် တစ်ရက်လျှင် တစ်ကြိမ် ရယူနိုင်ပါသည်။ နှစ်ခါနှိပ်၍ နှစ်ကြိမ် ရယူ၍ မရပါ- ဆုကြေးကို တစ်ကြိမ်သာ ပေးပါသည်။</p>`,
    },
  },
  {
    EN: {
      title: 'How do I keep my account safe?',
      content: `<ul>
<li><b>Never share</b> your password, payment password or SMS codes, not even with someone who says they are from customer service. We never ask for them.</li>
<li>Use a password of at least 8 characters that you use nowhere else, and <a href="/m/changePsw">change it</a> if you think someone knows it. A change signs out your other devices.</li>
<li>Keep your payment password different from your login password.</li>
<li>Log out on shared phones, and do not let the browser remember your password there.</li>
<li>Only use this site's own address and app. Messages with links that ask you to log in elsewhere are fraud.</li>
</ul>
<p>Forgot your password? Use <a href="/m/forget">Forgot password</a> on the login screen to reset it by SMS or e-mail.</p>`,
    },
    MY: {
      title: 'အကောင့်ကို လုံခြုံအောင် ထိန်းသိမ်းနည်း',
      content: `<ul>
<li>သင့်စကားဝှက်၊ ငွေပေးချေမှု စကားဝှက် သို့မဟုတ် SMS ကုဒ်များကို ဖောက်သည်ဝန်ဆောင်မှုမှဟု ပြောသူကိုပင် <b>ဘယ်တော့မှ မပေးပါနှင့်</b>။ ကျွန်ုပ်တို့ ၎င်းတို့ကို ဘယ်တော့မှ မတောင်းပါ။</li>
<li>အခြားမည်သည့်နေရာတွင်မျှ မသုံးသော စာလုံး အနည်းဆုံး ၈ လုံးပါ စကားဝှက်ကို သုံးပြီး တစ်စုံတစ်ယောက် သိသွားသည်ဟု ထင်ပါက <a href="/m/changePsw">ပြောင်းပါ</a>။ ပြောင်းလိုက်ပါက သင်၏ အခြားစက်များမှ ထွက်သွားပါမည်။</li>
<li>ငွေပေးချေမှု စကားဝှက်ကို အကောင့်ဝင် စကားဝှက်နှင့် မတူအောင် ထားပါ။</li>
<li>အများသုံးဖုန်းများတွင် အကောင့်မှ ထွက်ပြီး ဘရောက်ဇာကို စကားဝှက် မမှတ်ခိုင်းပါနှင့်။</li>
<li>ဤဆိုက်၏ ကိုယ်ပိုင်လိပ်စာနှင့် အက်ပ်ကိုသာ အသုံးပြုပါ။ အခြားနေရာတွင် အကောင့်ဝင်ခိုင်းသော လင့်ခ်ပါ မက်ဆေ့ချ်များသည် လိမ်လည်မှုဖြစ်ပါသည်။</li>
</ul>
<p>စကားဝှက် မေ့သွားပါသလား။ အကောင့်ဝင် မျက်နှာပြင်ရှိ <a href="/m/forget">စကားဝှက် မေ့နေပါသလား</a> ဖြင့် SMS သို့မဟုတ် အီးမေးလ်မှတစ်ဆင့် ပြန်သတ်မှတ်ပါ။</p>`,
    },
  },
  {
    EN: {
      title: 'Playing responsibly',
      content: `<p>Gaming should be fun, never a way to make money or to win back losses.</p>
<ul>
<li>Decide before you play how much money and time you will spend, and stop when you reach it, whether you are winning or losing.</li>
<li>Only play with money you can afford to lose, never with money meant for rent, food or family.</li>
<li>Take breaks. Do not play when you are upset, tired or have been drinking.</li>
<li>Members must be at least 18 years old. Keep your phone away from children while you are logged in.</li>
</ul>
<p>Need a pause? <a href="/m/service">Customer service</a> can set deposit limits, a time-out or a self-exclusion on your account. While it lasts you cannot play, bet or deposit, but you can still log in and withdraw.</p>`,
    },
    MY: {
      title: 'တာဝန်သိစွာ ကစားခြင်း',
      content: `<p>ဂိမ်းကစားခြင်းသည် ပျော်ရွှင်စရာ ဖြစ်သင့်ပြီး ငွေရှာရန် သို့မဟုတ် ရှုံးငွေပြန်ရရန် နည်းလမ်း မဟုတ်ပါ။</p>
<ul>
<li>မကစားမီ ငွေနှင့် အချိန် မည်မျှ သုံးမည်ကို ဆုံးဖြတ်ထားပြီး နိုင်နေသည်ဖြစ်စေ ရှုံးနေသည်ဖြစ်စေ ထိုပမာဏ ရောက်လျှင် ရပ်ပါ။</li>
<li>ဆုံးရှုံးနိုင်သော ငွေဖြင့်သာ ကစားပါ။ အိမ်လခ၊ အစားအသောက် သို့မဟုတ် မိသားစုအတွက် ငွေဖြင့် ဘယ်တော့မှ မကစားပါနှင့်။</li>
<li>အနားယူပါ။ စိတ်မကောင်းဖြစ်နေချိန်၊ ပင်ပန်းနေချိန် သို့မဟုတ် အရက်သောက်ထားချိန်တွင် မကစားပါနှင့်။</li>
<li>အဖွဲ့ဝင်များသည် အသက် ၁၈ နှစ် အနည်းဆုံး ပြည့်ရပါမည်။ အကောင့်ဝင်ထားစဉ် ဖုန်းကို ကလေးများနှင့် ဝေးဝေးထားပါ။</li>
</ul>
<p>ခဏနားလိုပါသလား။ <a href="/m/service">ဖောက်သည်ဝန်ဆောင်မှု</a> သည် သင့်အကောင့်တွင် ငွေသွင်းကန့်သတ်ချက်၊ ခေတ္တရပ်နားခြင်း သို့မဟုတ် ကိုယ်တိုင်ပိတ်ပင်ခြင်းကို သတ်မှတ်ပေးနိုင်ပါသည်။ ထိုကာလအတွင်း ကစားခြင်း၊ လောင်းခြင်း၊ ငွေသွင်းခြင်း မပြုနိုင်သော်လည်း အကောင့်ဝင်ပြီး ငွေထုတ်နိုင်ပါသည်။</p>`,
    },
  },
  {
    EN: {
      title: 'How do I contact customer service?',
      content: `<p>Our team answers 24 hours a day, 7 days a week, in Burmese and English.</p>
<ul>
<li>Tap <b>Customer service</b> on the home screen, or open <a href="/m/service">Customer service</a>, for live chat, Telegram, Viber and our other channels.</li>
<li>Tell us your username (never your password), what happened and when. For payments, add the amount and the receipt.</li>
</ul>`,
    },
    MY: {
      title: 'ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်နည်း',
      content: `<p>ကျွန်ုပ်တို့အဖွဲ့သည် တစ်ပတ် ၇ ရက်၊ ၂၄ နာရီပတ်လုံး မြန်မာနှင့် အင်္ဂလိပ်ဘာသာဖြင့် ဖြေကြားပေးပါသည်။</p>
<ul>
<li>တိုက်ရိုက်စကားပြော၊ Telegram၊ Viber နှင့် အခြားနည်းလမ်းများအတွက် ပင်မစာမျက်နှာရှိ <b>ဖောက်သည်ဝန်ဆောင်မှု</b> ကို နှိပ်ပါ သို့မဟုတ် <a href="/m/service">ဖောက်သည်ဝန်ဆောင်မှု</a> ကို ဖွင့်ပါ။</li>
<li>သင့်အသုံးပြုသူအမည် (စကားဝှက် ဘယ်တော့မှ မဟုတ်ပါ)၊ ဘာဖြစ်သည်နှင့် ဘယ်အချိန်တွင် ဖြစ်သည်ကို ပြောပြပါ။ ငွေပေးချေမှုများအတွက် ပမာဏနှင့် ပြေစာကို ထည့်ပါ။</li>
</ul>`,
    },
  },
];
