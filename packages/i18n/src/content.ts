/**
 * Texts of the content pages: articles, sections, the FAQ and its ask-a-question form. Russian is the source;
 * English must have the same keys.
 */
import { defineTexts } from "./lookup.ts";

const ru = {
  "content.articles.title": "Статьи",
  "content.articles.description": "Статьи о Бацзы, китайском альманахе и о том, как пользоваться календарём.",
  "content.articles.empty": "Статей пока нет.",
  "content.articles.page": "Страница {page} из {pages}",
  "content.articles.prev": "Назад",
  "content.articles.next": "Дальше",
  "content.articles.pages": "Страницы",
  "content.articles.section": "Раздел: {name}",
  "content.articles.all": "Все статьи",
  "content.sections.title": "Разделы",
  "content.sections.description":
    "Статьи по разделам: основы Бацзы, как читать день, Персональный календарь.",
  "content.sections.count": "{count}",
  "content.faq.title": "Вопросы и ответы",
  "content.faq.description": "Ответы на частые вопросы о Календаре Бацзы и форма, чтобы задать свой.",
  "content.ask.title": "Задать вопрос",
  "content.ask.lead": "Не нашли ответа? Напишите нам: ответим на указанную почту.",
  "content.ask.name": "Имя",
  "content.ask.email": "Электронная почта",
  "content.ask.topic": "Тема",
  "content.ask.question": "Вопрос",
  "content.ask.image": "Изображение (необязательно)",
  "content.ask.imageHint": "JPEG, PNG или WebP, до {size}",
  "content.ask.submit": "Отправить",
  "content.ask.sent": "Спасибо! Вопрос отправлен, ответ придёт на {email}.",
  "content.ask.image.type": "Изображение: только JPEG, PNG или WebP",
  "content.ask.image.size": "Изображение: не больше {size}",
  "content.ask.image.pixels": "Изображение: не больше 25 мегапикселей",
  "content.ask.image.broken": "Изображение повреждено или не читается",
  "content.ask.mailSubject": "Вопрос с сайта: {topic}",
  // the e-mail to support (in Russian, whatever the asker's language)
  "content.ask.mail.from": "{name} <{email}>, язык сайта: {lang}",
  "content.ask.mail.user": "пользователь {user}",
  "content.ask.mail.topic": "Тема: {topic}",
  "content.ask.mail.image":
    "Изображение во вложении: {file} ({width}×{height} пикселей; очищено: метаданные, в том числе EXIF и GPS, удалены)",
  "content.ask.mail.noImage": "Без изображения",
  "content.ask.mail.id": "Вопрос {id}",
};

export type ContentKey = keyof typeof ru;

const en: Record<ContentKey, string> = {
  "content.articles.title": "Articles",
  "content.articles.description": "Articles about Bazi, the Chinese almanac and how to use the calendar.",
  "content.articles.empty": "No articles yet.",
  "content.articles.page": "Page {page} of {pages}",
  "content.articles.prev": "Previous",
  "content.articles.next": "Next",
  "content.articles.pages": "Pages",
  "content.articles.section": "Section: {name}",
  "content.articles.all": "All articles",
  "content.sections.title": "Sections",
  "content.sections.description": "Articles by section: Bazi basics, reading the day, the Personal Calendar.",
  "content.sections.count": "{count}",
  "content.faq.title": "FAQ",
  "content.faq.description": "Answers to common questions about Bazi Calendar, and a form to ask your own.",
  "content.ask.title": "Ask a question",
  "content.ask.lead": "No answer here? Write to us: we reply to the address you give.",
  "content.ask.name": "Name",
  "content.ask.email": "E-mail",
  "content.ask.topic": "Topic",
  "content.ask.question": "Question",
  "content.ask.image": "Image (optional)",
  "content.ask.imageHint": "JPEG, PNG or WebP, up to {size}",
  "content.ask.submit": "Send",
  "content.ask.sent": "Thank you! Your question is sent; the answer will come to {email}.",
  "content.ask.image.type": "Image: JPEG, PNG or WebP only",
  "content.ask.image.size": "Image: {size} at most",
  "content.ask.image.pixels": "Image: 25 megapixels at most",
  "content.ask.image.broken": "The image is damaged or cannot be read",
  "content.ask.mailSubject": "Question from the site: {topic}",
  "content.ask.mail.from": "{name} <{email}>, site language: {lang}",
  "content.ask.mail.user": "user {user}",
  "content.ask.mail.topic": "Topic: {topic}",
  "content.ask.mail.image":
    "Image attached: {file} ({width}×{height} pixels; cleaned: metadata, EXIF and GPS included, removed)",
  "content.ask.mail.noImage": "No image",
  "content.ask.mail.id": "Question {id}",
};

defineTexts({ ru, en });

export { t } from "./lookup.ts";
