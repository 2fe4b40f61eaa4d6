import { messagingText as t } from '../text';

// A short hand-picked list: a full emoji library with its data would cost more than the whole chat.
const EMOJIS = (
  '😀 😂 😊 😍 🥰 😉 😎 🤔 😅 😢 😮 🙏 👍 👎 👌 👏 🙌 💪 🤝 👋 ❤️ 🔥 ✨ 🎉 ' +
  '✅ ❌ ⏰ 📦 🚚 🛵 🏠 📍 📞 💰 💵 🛍️ 👗 👟 👜 💄 📱 🥭 🍉 🍚 ☕ 🌞 🌧️ 🇲🇱'
).split(' ');

/** Loaded when the picker first opens (a separate chunk). */
export default function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <fieldset className="chat-emoji">
      <legend className="visually-hidden">{t.emoji}</legend>
      {EMOJIS.map((emoji) => (
        <button key={emoji} type="button" className="chat-emoji__item" onClick={() => onPick(emoji)}>
          {emoji}
        </button>
      ))}
    </fieldset>
  );
}
