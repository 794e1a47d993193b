// The viewer's input, first part: the event dispatch, keys, the gallery menu, dropped files and links,
// and edits (pointer.cpp has the mouse and the wheel). Every change to the world is an Edit through the
// run (so an edit made during a run is part of its history, as in the page); the core validates it, and
// a refused edit is reported, never applied.
#include <SDL.h>

#include "app.hpp"

namespace sidestep::viewer {

bool App::pumpEvents() {
    SDL_Event e;
    while (SDL_PollEvent(&e)) handle(e);
    return !quit_;
}

void App::handle(const SDL_Event& e) {
    switch (e.type) {
        case SDL_QUIT:
            quit_ = true;
            break;
        case SDL_KEYDOWN:
            keyDown(e.key);
            break;
        case SDL_MOUSEBUTTONDOWN:
            mouseDown(e.button);
            break;
        case SDL_MOUSEMOTION:
            mouseMove(e.motion);
            break;
        case SDL_MOUSEBUTTONUP:
            mouseUp(e.button);
            break;
        case SDL_MOUSEWHEEL:
            wheel(e.wheel);
            break;
        case SDL_DROPFILE:
        case SDL_DROPTEXT:
            if (e.drop.file) {
                openArgument(e.drop.file);
                SDL_free(e.drop.file);
            }
            break;
        case SDL_WINDOWEVENT:
            if (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) resize(e.window.data1, e.window.data2);
            break;
        default:
            break;
    }
}

// ---- keys -----------------------------------------------------------------------------------------------

void App::keyDown(const SDL_KeyboardEvent& k) {
    const SDL_Keycode key = k.keysym.sym;
    const bool shift = (k.keysym.mod & KMOD_SHIFT) != 0, ctrl = (k.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
    if (menuOpen_) return menuKey(key);
    if (ctrl) {
        if (key == SDLK_q) quit_ = true;
        if (key == SDLK_v && SDL_HasClipboardText()) {  // a share link pasted
            char* text = SDL_GetClipboardText();
            if (text && *text) openArgument(text);
            SDL_free(text);
        }
        return;
    }
    switch (key) {
        case SDLK_SPACE:
            play(!playing_);
            return;
        case SDLK_RIGHT:
            stepForward(shift ? 10 : 1);
            return;
        case SDLK_LEFT:
            stepBack(shift ? 10 : 1);
            return;
        case SDLK_HOME:
            seek(0);
            return;
        case SDLK_END:
            seek(run_.frontier());
            return;
        case SDLK_r:
            reset();
            return;
        case SDLK_f:
            view_.fit();
            return;
        case SDLK_m:
            menuOpen_ = !gallery_.empty();
            menuChoice_ = 0;
            if (gallery_.empty()) message(galleryError_);  // where it looked and what to do
            return;
        case SDLK_PLUS:
        case SDLK_EQUALS:
        case SDLK_KP_PLUS:
            faster();
            return;
        case SDLK_MINUS:
        case SDLK_KP_MINUS:
            slower();
            return;
        case SDLK_1:
            tool_ = Tool::Select;
            return;
        case SDLK_2:
            tool_ = Tool::Walls;
            return;
        case SDLK_3:
            tool_ = Tool::Erase;
            return;
        case SDLK_4:
            tool_ = Tool::Circle;
            return;
        case SDLK_DELETE:
        case SDLK_BACKSPACE:
            removeSelection();
            return;
        case SDLK_ESCAPE:
            select(-1);
            selectedCircle_ = -1;
            messages_.clear();
            return;
        default:
            break;
    }
    for (const OverlayKey& o : overlayKeys()) {
        if (key == SDL_Keycode(o.key - 'A' + 'a')) overlays_.toggle(o.name);
    }
}

void App::menuKey(SDL_Keycode key) {
    const int n = int(gallery_.size());
    switch (key) {
        case SDLK_ESCAPE:
        case SDLK_m:
            menuOpen_ = false;
            break;
        case SDLK_UP:
            menuChoice_ = (menuChoice_ + n - 1) % n;
            break;
        case SDLK_DOWN:
            menuChoice_ = (menuChoice_ + 1) % n;
            break;
        case SDLK_PAGEUP:
        case SDLK_HOME:
            menuChoice_ = 0;
            break;
        case SDLK_PAGEDOWN:
        case SDLK_END:
            menuChoice_ = n - 1;
            break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            menuOpen_ = false;
            if (menuChoice_ >= 0 && menuChoice_ < n) openArgument(gallery_[size_t(menuChoice_)].file);
            break;
        default:
            break;
    }
}

// ---- editing --------------------------------------------------------------------------------------------

bool App::edit(const Edit& e) {
    const EditResult r = run_.edit(e);
    if (!r.ok()) {
        message("error: " + r.error);
        return false;
    }
    return true;
}

void App::removeSelection() {
    Edit e;
    if (selected_ >= 0) {
        e.kind = EditKind::RemoveAgent;
        e.index = selected_;
        if (edit(e)) selected_ = -1;
    } else if (selectedCircle_ >= 0) {
        e.kind = EditKind::RemoveCircle;
        e.index = selectedCircle_;
        if (edit(e)) selectedCircle_ = -1;
    }
}

}  // namespace sidestep::viewer
