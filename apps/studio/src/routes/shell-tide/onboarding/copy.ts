/**
 * Onboarding copy. Vietnamese is the seed's text (seeds/001, "Mở đầu player mới"); English is its equivalent
 * for players whose locale is `en`. Lines are kept short enough for the bottom dialogue box.
 */
export type Locale = "vi" | "en";
export const LOCALES: readonly Locale[] = ["vi", "en"];

export type Speaker = "player" | "dolphin";

/** A mechanic the pack brings in after Level 1: each gets a short Dolphin beat where it first appears. */
export type Mechanic = "sweep" | "wetPit" | "current";
export const MECHANICS: readonly Mechanic[] = ["sweep", "wetPit", "current"];

export interface OnboardingCopy {
  speakers: Record<Speaker, string>;
  humming: string;
  lyrics: readonly [string, string, string];
  monologue: readonly string[];
  beachWalk: readonly string[];
  rescueRequest: readonly string[];
  agree: string;
  decline: string;
  declineNote: string;
  skip: string;
  continueHint: string;
  profile: {
    title: string;
    intro: string;
    gender: string;
    male: string;
    female: string;
    nickname: string;
    nicknameHelp: string;
    locale: string;
    localeNames: Record<Locale, string>;
    submit: string;
    errors: { genderRequired: string; nicknameLength: string };
  };
  briefing: {
    title: string;
    beats: readonly { topic: string; text: string }[];
    start: string;
    next: string;
  };
  /** The Dolphin's beat for a mechanic, two lines each, in the same dialogue box as the briefing. */
  mechanics: Record<Mechanic, { topic: string; lines: readonly [string, string] }>;
  mechanicTitle: string;
  startLevel: (n: number) => string;
  skipIntro: string;
  /** What the scene says while it plays on its own and input is not taken. */
  waiting: { humming: string; tide: string; walk: string; entrance: string; nudge: string; answer: string };
  /** The continue cue on touch screens (no keys to press there). */
  continueHintTouch: string;
  sceneLabel: string;
  persistenceOff: string;
}

export const ONBOARDING_COPY: Record<Locale, OnboardingCopy> = {
  vi: {
    speakers: { player: "Bạn", dolphin: "Cá Heo" },
    humming: "Đang ngân nga",
    lyrics: ["Chớ âu lo để làm gì", "Hè về là ta phải đi thôi", "Tuổi xuân nào đâu có chờ đợi..."],
    monologue: ["Ôi mấy nay trời nóng quá, phải đi tắm biển thôi..."],
    beachWalk: [
      "Nước biển mát quá! Tắm biển thật tuyệt vời.",
      "Cát ấm thật, nhưng sát mép nước thì dễ chịu hơn nhiều.",
    ],
    rescueRequest: [
      "Bạn ơi, giúp mình với!",
      "Mấy bạn sao biển ham chơi nên chưa kịp về trước khi thủy triều rút. Nếu không đưa các bạn ấy về nước ngay, nắng nóng sẽ làm các bạn ấy kiệt sức mất!",
    ],
    agree: "Được, mình sẽ giúp!",
    decline: "Mình không rảnh",
    declineNote: "Lựa chọn này không dùng được trong phần mở đầu.",
    skip: "Bỏ qua lời thoại",
    continueHint: "Bấm, chạm, Space hoặc Enter để tiếp tục",
    profile: {
      title: "Hồ sơ cứu hộ",
      intro: "Cho mình biết một chút về bạn nhé, rồi mình cùng đi cứu các bạn sao biển!",
      gender: "Giới tính",
      male: "Nam",
      female: "Nữ",
      nickname: "Nickname",
      nicknameHelp: "2–16 ký tự",
      locale: "Ngôn ngữ",
      localeNames: { vi: "Tiếng Việt", en: "English" },
      submit: "Bắt đầu cứu hộ",
      errors: {
        genderRequired: "Hãy chọn Nam hoặc Nữ.",
        nicknameLength: "Nickname cần từ 2 đến 16 ký tự (không tính khoảng trắng ở đầu và cuối).",
      },
    },
    briefing: {
      title: "Cá Heo hướng dẫn",
      beats: [
        { topic: "Mục tiêu", text: "Đưa tất cả sao biển về Vùng Nước An Toàn trước khi hết lượt." },
        {
          topic: "Luật chính",
          text: "Chọn hố có sao, xem trước hai hướng, rải từng ô; vị trí sao cuối dừng lại là STOP.",
        },
        {
          topic: "Dòng Chảy",
          text: "Dòng Chảy là đường sáng mà sao sẽ đi; canh STOP để phía trước có một ô trống rồi tới cụm sao.",
        },
        {
          topic: "Sóng Cứu Hộ",
          text: "Khi Dòng Chảy gặp đúng ô trống và cụm sao, Sóng Cứu Hộ đưa cả cụm về vùng an toàn.",
        },
      ],
      start: "Bắt đầu Level 1",
      next: "Tiếp",
    },
    mechanics: {
      sweep: {
        topic: "Final Tide Sweep",
        lines: [
          "Từ level này có Đợt Sóng Cuối! Khi một lượt cứu được ít nhất một sao và trên bãi chỉ còn đúng một hố có sao, sóng cuốn cả cụm cuối đó về vùng an toàn.",
          "Sóng không tự đến: chính lượt đó phải cứu được sao. Phần xem trước sẽ báo khi Final Tide Sweep xảy ra.",
        ],
      },
      wetPit: {
        topic: "Hố nước",
        lines: [
          "Đây là hố nước đầu tiên, ô xanh đậm ≋. Sao nào Dòng Chảy thả vào hố nước là về vùng an toàn ngay.",
          "Hố nước luôn trống và không chọn được. Nó khác Xoáy: không cần ô trống hay cụm sao, Dòng Chảy chỉ cần đi qua.",
        ],
      },
      current: {
        topic: "Mũi tên Dòng Chảy",
        lines: [
          "Thấy mũi tên ➜ trên vài hố không? Đó là Mũi tên Dòng Chảy: rải sao từ hố đó thì sao chỉ đi theo hướng mũi tên.",
          "Dòng Chảy từ hố khác đi ngang qua mũi tên vẫn giữ hướng của nó. Hố có mũi tên chỉ xem trước một hướng.",
        ],
      },
    },
    mechanicTitle: "Cá Heo giới thiệu",
    startLevel: (n) => `Bắt đầu Level ${n}`,
    skipIntro: "Bỏ qua giới thiệu",
    waiting: {
      humming: "Đang ngân nga… đoạn này tự chạy",
      tide: "Biển đang hiện ra…",
      walk: "Đang dạo trên bãi biển… lời thoại sẽ hiện sau ít giây",
      entrance: "Có ai đang đến…",
      nudge: "Đoạn này tự chạy, chờ một chút nhé",
      answer: "Hãy chọn một câu trả lời",
    },
    continueHintTouch: "Chạm để tiếp tục",
    sceneLabel: "Bãi biển mùa hè",
    persistenceOff: "Trình duyệt đang chặn lưu trữ: hồ sơ và tiến độ chỉ giữ trong phiên này.",
  },
  en: {
    speakers: { player: "You", dolphin: "Dolphin" },
    humming: "Humming",
    lyrics: [
      "Why worry, what's the use",
      "Summer's here, it's time to go",
      "Youth won't wait around for us...",
    ],
    monologue: ["Phew, it's been so hot lately, time to hit the beach..."],
    beachWalk: [
      "The sea is so cool! Swimming is the best.",
      "The sand is warm, but it's much nicer right by the water.",
    ],
    rescueRequest: [
      "Hey, please help me!",
      "Some playful starfish didn't make it back before the tide went out. If we don't get them back into the water right away, the heat will wear them out!",
    ],
    agree: "Sure, I'll help!",
    decline: "I'm busy",
    declineNote: "This choice is not available during the introduction.",
    skip: "Skip dialogue",
    continueHint: "Click, tap, Space or Enter to continue",
    profile: {
      title: "Rescuer profile",
      intro: "Tell me a little about yourself, then let's go rescue the starfish together!",
      gender: "Gender",
      male: "Male",
      female: "Female",
      nickname: "Nickname",
      nicknameHelp: "2–16 characters",
      locale: "Language",
      localeNames: { vi: "Tiếng Việt", en: "English" },
      submit: "Start the rescue",
      errors: {
        genderRequired: "Choose Male or Female.",
        nicknameLength: "A nickname needs 2 to 16 characters (leading and trailing spaces do not count).",
      },
    },
    briefing: {
      title: "Dolphin's briefing",
      beats: [
        { topic: "Goal", text: "Bring every starfish back to the Safe Water before you run out of turns." },
        {
          topic: "Core rule",
          text: "Pick a pit with starfish, preview both directions, sow one per node; where the last starfish lands is the STOP.",
        },
        {
          topic: "The Flow",
          text: "The Flow is the glowing path the starfish will take; aim the STOP so an empty node and then a pile lie just ahead.",
        },
        {
          topic: "Rescue Wave",
          text: "When the Flow meets an empty node followed by a pile, the Rescue Wave carries the whole pile to safety.",
        },
      ],
      start: "Start Level 1",
      next: "Next",
    },
    mechanics: {
      sweep: {
        topic: "Final Tide Sweep",
        lines: [
          "From this level on, the Final Tide helps you! When a turn rescues at least one starfish and only one pit still holds starfish, the tide carries that whole last pile to safety.",
          "It never comes on its own: that same turn has to rescue something. The preview tells you when the Final Tide Sweep will happen.",
        ],
      },
      wetPit: {
        topic: "Wet pit",
        lines: [
          "Here is your first wet pit, the dark blue ≋ one. Any starfish the Flow drops into it is rescued at once.",
          "A wet pit stays empty and can't be picked. It is not a Vortex: no empty pit or pile needed, the Flow only has to pass through.",
        ],
      },
      current: {
        topic: "Current Arrows",
        lines: [
          "See the ➜ arrows on some pits? Those are Current Arrows: sow from such a pit and the starfish go the way the arrow points.",
          "A Flow from another pit passing over an arrow keeps its own way. An arrow pit previews one direction only.",
        ],
      },
    },
    mechanicTitle: "Dolphin's tip",
    startLevel: (n) => `Start Level ${n}`,
    skipIntro: "Skip the intro",
    waiting: {
      humming: "Humming… this part plays by itself",
      tide: "The sea comes in…",
      walk: "Walking on the beach… the words come back in a few seconds",
      entrance: "Someone is coming…",
      nudge: "This part plays by itself, just a moment",
      answer: "Pick one of the answers",
    },
    continueHintTouch: "Tap to continue",
    sceneLabel: "A summer beach",
    persistenceOff: "Your browser blocks storage: profile and progress are kept for this session only.",
  },
};
